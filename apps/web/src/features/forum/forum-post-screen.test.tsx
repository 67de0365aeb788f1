import type { ForumPostDetail, ForumPostPage } from '@lv/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeAuth, makeUser } from '../../lib/testing/fakes';
import { renderScreen } from '../../lib/testing/render';
import { loadCatalogs } from '../../lib/i18n/catalogs';
import { CATALOG_NAMES } from '../../lib/i18n/catalog-files';
import { ForumPostList } from './forum-post-list';
import { ForumPostScreen } from './forum-post-screen';

const auth = makeAuth({ status: 'signedIn', user: makeUser({ id: 'me', name: 'Ada Learner' }) });

const post = (overrides: Partial<ForumPostDetail> = {}): ForumPostDetail => ({
  id: 'p1',
  title: 'How do you run a retro?',
  excerpt: 'I want ideas.',
  author: { id: 'u2', name: 'Kwame Mensah' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  likeCount: 2,
  commentCount: 1,
  likedByMe: false,
  bodyMarkdown: 'I want **ideas**.',
  bodyHtml: '<p>I want <strong>ideas</strong>.</p>',
  canEdit: false,
  canDelete: false,
  comments: [
    {
      id: 'c1',
      postId: 'p1',
      body: '<b>not bold</b>',
      author: { id: 'u3', name: 'Zanele Dube' },
      createdAt: '2026-11-20T11:00:00.000Z',
      canDelete: false,
    },
  ],
  ...overrides,
});

let fetchMock: ReturnType<typeof vi.fn>;
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => ({
    url: new URL(String(input), 'http://localhost'),
    method: (init as RequestInit | undefined)?.method ?? 'GET',
  }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ForumPostScreen', () => {
  it('shows the sanitised body as HTML, comments as plain text, and toggles the like (aria-pressed)', async () => {
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/forum/posts/p1/like' && init?.method === 'PUT')
        return Promise.resolve(jsonResponse({ likeCount: 3, likedByMe: true }));
      return Promise.resolve(jsonResponse(post()));
    });
    renderScreen(<ForumPostScreen />, {
      path: '/forum/posts/p1',
      route: '/forum/posts/:postId',
      auth,
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How do you run a retro?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ideas').tagName).toBe('STRONG');
    const comments = screen.getByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('<b>not bold</b>')).toBeInTheDocument();
    // Neither edit nor delete for someone else's post (the server refuses them too).
    expect(screen.queryByRole('button', { name: 'Edit post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete post' })).toBeNull();

    const like = screen.getByRole('button', { name: /^Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAccessibleName('Like (2 likes)');
    await userEvent.click(like);
    expect(await screen.findByRole('button', { name: 'Like (3 likes)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      calls().some((c) => c.method === 'PUT' && c.url.pathname === '/api/forum/posts/p1/like'),
    ).toBe(true);
  });

  it('offers edit and delete to the author, and checks a comment before sending it', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(post({ canEdit: true, canDelete: true, comments: [] })),
    );
    renderScreen(<ForumPostScreen />, {
      path: '/forum/posts/p1',
      route: '/forum/posts/:postId',
      auth,
    });
    expect(await screen.findByRole('button', { name: 'Edit post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete post' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet. Start the conversation.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(screen.getByLabelText('Add a comment')).toHaveAccessibleDescription(
      /Write a comment first/,
    );
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a not-found screen for an unknown post', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: 'not-found', message: 'That post was not found.' } }, 404),
    );
    renderScreen(<ForumPostScreen />, {
      path: '/forum/posts/nope',
      route: '/forum/posts/:postId',
      auth,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Post not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the forum' })).toHaveAttribute(
      'href',
      '/forum',
    );
  });
});

describe('ForumPostList', () => {
  const page = (overrides: Partial<ForumPostPage> = {}): ForumPostPage => ({
    posts: [{ ...post(), likeCount: 1, commentCount: 3 }],
    total: 23,
    page: 1,
    pageSize: 10,
    ...overrides,
  });

  it('lists posts with their counts and pages, and searches by title through the address', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(page())));
    const { router } = renderScreen(<ForumPostList />, { path: '/forum', auth });
    const list = await screen.findByRole('list', { name: 'Forum posts' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'How do you run a retro?' })).toHaveAttribute(
      'href',
      '/forum/posts/p1',
    );
    expect(card).toHaveTextContent('1 like');
    expect(card).toHaveTextContent('3 comments');
    expect(screen.getByText('23 posts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/forum?page=3');

    await userEvent.type(screen.getByLabelText('Search posts by title'), 'retro');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=retro');
    await vi.waitFor(() =>
      expect(calls().some((c) => c.url.searchParams.get('q') === 'retro')).toBe(true),
    );
  });

  it('says so when there are no posts, and checks a new post before sending it', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page({ posts: [], total: 0 })));
    renderScreen(<ForumPostList />, { path: '/forum', auth });
    expect(
      await screen.findByText('No posts yet. Be the first to ask a question or share a lesson.'),
    ).toBeInTheDocument();
    const write = screen.getByRole('button', { name: 'Write a post' });
    expect(write).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(write);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Publish post' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'The title needs at least 3 characters',
    );
    expect(screen.getByRole('textbox', { name: 'Post' })).toHaveAccessibleDescription(
      /Write something in your post/,
    );
    expect(calls().filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows a short formatting help under the post, not raw Markdown in its hint', async () => {
    fetchMock.mockResolvedValue(jsonResponse(page({ posts: [], total: 0 })));
    renderScreen(<ForumPostList />, { path: '/forum', auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Write a post' }));
    const post = screen.getByRole('textbox', { name: 'Post' });
    expect(post).toHaveAccessibleDescription(/^0 of [\d,]+ characters\.$/);
    expect(document.body).not.toHaveTextContent(/Markdown/);
    const help = screen.getByText('Formatting help');
    expect(help.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(help);
    const table = screen.getByRole('table');
    expect(within(table).getByText('**bold**')).toBeInTheDocument();
    expect(within(table).getByText('bold', { selector: 'strong' })).toBeInTheDocument();
    expect(within(table).getByText('[link text](https://…)')).toBeInTheDocument();
  });
});

describe('Forum in French', () => {
  beforeEach(() => loadCatalogs('fr', CATALOG_NAMES));
  afterEach(() => loadCatalogs('en', CATALOG_NAMES));

  it('lists the posts with their counts in French', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse({ posts: [{ ...post(), likeCount: 1, commentCount: 3 }], total: 23, page: 1, pageSize: 10 })),
    );
    renderScreen(<ForumPostList />, { path: '/forum', auth });
    const list = await screen.findByRole('list', { name: 'Publications du forum' });
    const card = within(list).getByRole('listitem');
    expect(card).toHaveTextContent("1 j'aime");
    expect(card).toHaveTextContent('3 commentaires');
    expect(screen.getByText('23 publications')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Publications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rédiger une publication' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Rechercher une publication par titre')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
  });

  it('shows a post, its like button and its comments in French', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(post({ canEdit: true, canDelete: true }))));
    renderScreen(<ForumPostScreen />, { path: '/forum/posts/p1', route: '/forum/posts/:postId', auth });
    expect(await screen.findByRole('heading', { level: 1, name: 'How do you run a retro?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au forum' })).toHaveAttribute('href', '/forum');
    expect(screen.getByRole('button', { name: "J'aime (2 j'aime)" })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Modifier la publication' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer la publication' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Commentaires (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier le commentaire' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ajouter un commentaire')).toHaveAccessibleDescription(/sur .* caractères/);
  });
});
