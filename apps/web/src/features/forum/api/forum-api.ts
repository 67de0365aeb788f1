import {
  ForumCommentSchema,
  ForumLikeSchema,
  ForumPostDetailSchema,
  ForumPostPageSchema,
  type ForumCommentInput,
  type ForumListQuery,
  type ForumPostDetail,
  type ForumPostInput,
  type ForumPostPatch,
} from '@lv/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { putAnswer } from '../../../lib/query-client';

/** Query keys of the forum, one factory (so a change invalidates the right screens). */
export const forumKeys = {
  all: ['forum'] as const,
  lists: () => ['forum', 'list'] as const,
  list: (query: ForumListQuery) => ['forum', 'list', query] as const,
  post: (id: string) => ['forum', 'post', id] as const,
};

const postPath = (id: string) => `/api/forum/posts/${encodeURIComponent(id)}`;

function listSearch(query: ForumListQuery): string {
  const search = new URLSearchParams({
    ...(query.q ? { q: query.q } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
    pageSize: String(query.pageSize),
  });
  return `?${search.toString()}`;
}

export const useForumPosts = (query: ForumListQuery) =>
  useQuery({
    queryKey: forumKeys.list(query),
    queryFn: ({ signal }) =>
      api.get(`/api/forum/posts${listSearch(query)}`, { signal, schema: ForumPostPageSchema }),
    placeholderData: keepPreviousData,
  });

export const useForumPost = (id: string) =>
  useQuery({
    queryKey: forumKeys.post(id),
    queryFn: ({ signal }) => api.get(postPath(id), { signal, schema: ForumPostDetailSchema }),
  });

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ForumPostInput) =>
      api.post('/api/forum/posts', input, { schema: ForumPostDetailSchema }),
    onSuccess: async (post) => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
      await putAnswer(queryClient, forumKeys.post(post.id), post);
    },
  });
}

export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ForumPostPatch) =>
      api.patch(postPath(id), patch, { schema: ForumPostDetailSchema }),
    onSuccess: async (post) => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
      await putAnswer(queryClient, forumKeys.post(id), post);
    },
  });
}

export function useDeletePost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(postPath(id)),
    // The post's own query is left alone: the screen navigates away, and refetching would 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.lists() }),
  });
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ForumCommentInput) =>
      api.post(`${postPath(postId)}/comments`, input, { schema: ForumCommentSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      api.delete(`${postPath(postId)}/comments/${encodeURIComponent(commentId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKeys.all }),
  });
}

/** Likes or unlikes (idempotent on the server); the post's count follows the answer at once. */
export function useSetLike(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) =>
      liked
        ? api.put(`${postPath(postId)}/like`, undefined, { schema: ForumLikeSchema })
        : api.delete(`${postPath(postId)}/like`, { schema: ForumLikeSchema }),
    onSuccess: async (like) => {
      void queryClient.invalidateQueries({ queryKey: forumKeys.lists() });
      await putAnswer<ForumPostDetail>(queryClient, forumKeys.post(postId), (post) =>
        post ? { ...post, ...like } : post,
      );
    },
  });
}
