import { describe, expect, it } from 'vitest';
import {
  canModifyForumItem,
  ForumCommentInputSchema,
  ForumListQuerySchema,
  ForumPostInputSchema,
  ForumPostPatchSchema,
} from './forum';

type Result = { success: boolean; error?: { issues: Array<{ message: string }> } };
const firstMessage = (result: Result) => (result.success ? null : (result.error?.issues[0]?.message ?? null));

const post = { title: 'How do you run a retro?', body: 'I want **ideas**.' };

describe('a new post', () => {
  it.each([
    [{}, null],
    [{ title: undefined }, 'Give your post a title'],
    [{ title: '' }, 'Give your post a title'],
    [{ title: '   ' }, 'Give your post a title'],
    [{ title: 'ab' }, 'The title needs at least 3 characters'],
    [{ title: '  ab  ' }, 'The title needs at least 3 characters'],
    [{ title: 'abc' }, null],
    [{ title: 'x'.repeat(150) }, null],
    [{ title: 'x'.repeat(151) }, 'Keep the title to 150 characters or fewer'],
    [{ title: 42 }, 'Give your post a title'],
    [{ body: undefined }, 'Write something in your post'],
    [{ body: '' }, 'Write something in your post'],
    [{ body: ' \n\t ' }, 'Write something in your post'],
    [{ body: 'x' }, null],
    [{ body: 'x'.repeat(20_000) }, null],
    [{ body: 'x'.repeat(20_001) }, 'Keep the post to 20,000 characters or fewer'],
    [{ authorId: 'someone-else' }, 'Unrecognized key: "authorId"'],
  ])('%j → %s', (change, message) => {
    expect(firstMessage(ForumPostInputSchema.safeParse({ ...post, ...change }))).toBe(message);
  });

  it('trims and collapses the title, trims the body, drops control characters', () => {
    expect(ForumPostInputSchema.parse({ title: '  Hello \n  world\u0000 ', body: '\r\n# Hi\r\n\u0007' })).toEqual({
      title: 'Hello world',
      body: '# Hi',
    });
  });
});

describe('an edit', () => {
  it.each([
    [{ title: 'New title' }, null],
    [{ body: 'New body' }, null],
    [{}, 'Change the title or the body'],
    [{ title: 'no' }, 'The title needs at least 3 characters'],
    [{ body: '' }, 'Write something in your post'],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(ForumPostPatchSchema.safeParse(patch))).toBe(message);
  });
});

describe('a comment', () => {
  it.each([
    [{ body: 'Great point' }, null],
    [{ body: '' }, 'Write a comment first'],
    [{ body: '   ' }, 'Write a comment first'],
    [{}, 'Write a comment first'],
    [{ body: 'x'.repeat(2_000) }, null],
    [{ body: 'x'.repeat(2_001) }, 'Keep the comment to 2,000 characters or fewer'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(ForumCommentInputSchema.safeParse(input))).toBe(message);
  });
});

describe('the list query', () => {
  it.each([
    [{}, { page: 1, pageSize: 10 }],
    [{ q: '  retro ', page: '3', pageSize: '20' }, { q: 'retro', page: 3, pageSize: 20 }],
  ])('%j → %j', (input, expected) => {
    expect(ForumListQuerySchema.parse(input)).toEqual(expected);
  });
  it.each([[{ page: '0' }], [{ pageSize: '51' }], [{ q: 'x'.repeat(101) }], [{ sort: 'top' }]])('%j is refused', (input) => {
    expect(ForumListQuerySchema.safeParse(input).success).toBe(false);
  });
});

describe('who may edit or delete', () => {
  it.each([
    [{ id: 'u1', role: 'learner' as const }, 'u1', true],
    [{ id: 'u1', role: 'learner' as const }, 'u2', false],
    [{ id: 'a1', role: 'admin' as const }, 'u2', true],
    [{ id: 'a1', role: 'admin' as const }, 'a1', true],
  ])('%j on a post by %s → %s', (viewer, authorId, expected) => {
    expect(canModifyForumItem(viewer, authorId)).toBe(expected);
  });
});

