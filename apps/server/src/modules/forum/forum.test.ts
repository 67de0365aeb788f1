import { MARKDOWN_NESTING_MESSAGE, type ForumComment, type ForumLike, type ForumPostDetail, type ForumPostPage } from '@lv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases';
import { Client, startTestApp, type TestApp } from '../../test/harness';

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

async function newPost(c: Client, title = 'How do you run a retro?', body = 'I want **ideas**.'): Promise<ForumPostDetail> {
  const res = await c.post('/api/forum/posts', { title, body });
  expect(res.status).toBe(201);
  return (await res.json()) as ForumPostDetail;
}

const patch = (c: Client, path: string, body: unknown) => c.request('PATCH', path, body);
const del = (c: Client, path: string) => c.request('DELETE', path);
const put = (c: Client, path: string) => c.request('PUT', path);

describe.each(testDatabases())('forum on %s', (kind) => {
  let t: TestApp;
  let ada: Client;
  let ben: Client;
  let admin: Client;
  let adaId: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { FORUM_RATE_LIMIT: '1000' });
    const a = await t.makeUser({ name: 'Ada Author' });
    const b = await t.makeUser({ name: 'Ben Reader' });
    const m = await t.makeUser({ name: 'Mo Admin', role: 'admin' });
    adaId = a.id;
    adminId = m.id;
    ada = await t.signedInClient({ user: a });
    ben = await t.signedInClient({ user: b });
    admin = await t.signedInClient({ user: m });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses visitors (401) on every forum route', async () => {
    const visitor = new Client(t.url);
    expect((await visitor.get('/api/forum/posts')).status).toBe(401);
    expect((await visitor.post('/api/forum/posts', { title: 'Hello there', body: 'x' })).status).toBe(401);
    expect((await visitor.get('/api/forum/posts/nope')).status).toBe(401);
    expect((await put(visitor, '/api/forum/posts/nope/like')).status).toBe(401);
    expect(await t.app.db.kysely.selectFrom('forum_posts').selectAll().execute()).toHaveLength(0);
  });

  it('creates, reads, edits and deletes a post with its sanitised HTML', async () => {
    const created = await newPost(ada, '  Lessons   from a hard quarter ', '# Start\n\nRead [this](https://example.com) <img src=x onerror=alert(1)> [bad](javascript:alert(1))');
    expect(created).toMatchObject({
      title: 'Lessons from a hard quarter',
      author: { id: adaId, name: 'Ada Author' },
      likeCount: 0,
      commentCount: 0,
      likedByMe: false,
      canEdit: true,
      canDelete: true,
      comments: [],
    });
    expect(created.bodyHtml).toBe('<h3>Start</h3>\n<p>Read <a href="https://example.com" rel="noopener noreferrer nofollow ugc">this</a>  <a rel="noopener noreferrer nofollow ugc">bad</a></p>');
    expect(created.bodyMarkdown).toContain('<img src=x onerror=alert(1)>');
    expect(created.excerpt).toBe('Start Read this bad');

    const asBen = (await (await ben.get(`/api/forum/posts/${created.id}`)).json()) as ForumPostDetail;
    expect(asBen).toMatchObject({ id: created.id, canEdit: false, canDelete: false });

    const edited = await patch(ada, `/api/forum/posts/${created.id}`, { body: 'Now **bold**' });
    expect(edited.status).toBe(200);
    const after = (await edited.json()) as ForumPostDetail;
    expect(after).toMatchObject({ title: 'Lessons from a hard quarter', bodyMarkdown: 'Now **bold**', bodyHtml: '<p>Now <strong>bold</strong></p>', excerpt: 'Now bold' });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(after.createdAt));

    expect((await del(ada, `/api/forum/posts/${created.id}`)).status).toBe(204);
    expect((await ben.get(`/api/forum/posts/${created.id}`)).status).toBe(404);
    // The author's own changes are not admin actions: nothing audited.
    expect(await t.app.db.kysely.selectFrom('audit_log').where('targetId', '=', created.id).selectAll().execute()).toHaveLength(0);
  });

  it('answers 404 for an unknown post on read, edit, delete, comment and like', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    expect((await ben.get(`/api/forum/posts/${id}`)).status).toBe(404);
    expect((await patch(admin, `/api/forum/posts/${id}`, { title: 'Anything' })).status).toBe(404);
    expect((await del(admin, `/api/forum/posts/${id}`)).status).toBe(404);
    expect((await ben.post(`/api/forum/posts/${id}/comments`, { body: 'hi' })).status).toBe(404);
    expect((await put(ben, `/api/forum/posts/${id}/like`)).status).toBe(404);
    const res = await ben.get(`/api/forum/posts/${id}`);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe('That post was not found.');
  });

  it('lets only the author or an admin edit or delete a post (403 from the server), and audits the admin', async () => {
    const post = await newPost(ada, 'Ada only', 'Original body');
    const edit = await patch(ben, `/api/forum/posts/${post.id}`, { title: 'Hijacked' });
    expect(edit.status).toBe(403);
    expect(((await edit.json()) as ErrorAnswer).error.message).toBe('Only the author or an admin can edit this post.');
    expect((await del(ben, `/api/forum/posts/${post.id}`)).status).toBe(403);
    const row = await t.app.db.kysely.selectFrom('forum_posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.title).toBe('Ada only');

    const byAdmin = await patch(admin, `/api/forum/posts/${post.id}`, { title: 'Ada only (edited by moderator)' });
    expect(byAdmin.status).toBe(200);
    expect(((await byAdmin.json()) as ForumPostDetail).title).toBe('Ada only (edited by moderator)');
    expect((await del(admin, `/api/forum/posts/${post.id}`)).status).toBe(204);

    const audit = await t.app.db.kysely.selectFrom('audit_log').selectAll().where('targetId', '=', post.id).orderBy('createdAt').execute();
    expect(audit.map((a) => [a.action, a.actorId, a.targetType])).toEqual([
      ['forum.post.edit', adminId, 'forum_post'],
      ['forum.post.delete', adminId, 'forum_post'],
    ]);
    expect(JSON.parse(audit[0]!.details)).toEqual({ authorId: adaId, title: 'Ada only', fields: ['title'] });
  });

  it('adds comments; only the comment author or an admin deletes one', async () => {
    const post = await newPost(ada, 'Comment on me', 'Body');
    const res = await ben.post(`/api/forum/posts/${post.id}/comments`, { body: '  <b>Nice</b> post  ' });
    expect(res.status).toBe(201);
    const comment = (await res.json()) as ForumComment;
    expect(comment).toMatchObject({ postId: post.id, body: '<b>Nice</b> post', author: { name: 'Ben Reader' }, canDelete: true });
    const second = (await (await ada.post(`/api/forum/posts/${post.id}/comments`, { body: 'Thanks Ben' })).json()) as ForumComment;

    const seen = (await (await ada.get(`/api/forum/posts/${post.id}`)).json()) as ForumPostDetail;
    expect(seen.commentCount).toBe(2);
    expect(seen.comments.map((c) => [c.body, c.canDelete])).toEqual([
      ['<b>Nice</b> post', false],
      ['Thanks Ben', true],
    ]);

    // Even the post's author may not delete someone else's comment.
    const refused = await del(ada, `/api/forum/posts/${post.id}/comments/${comment.id}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorAnswer).error.message).toBe('Only the author or an admin can delete this comment.');
    // The comment must belong to the post in the address.
    const other = await newPost(ben, 'Another post', 'Body');
    expect((await del(ben, `/api/forum/posts/${other.id}/comments/${comment.id}`)).status).toBe(404);

    expect((await del(ben, `/api/forum/posts/${post.id}/comments/${comment.id}`)).status).toBe(204);
    expect((await del(admin, `/api/forum/posts/${post.id}/comments/${second.id}`)).status).toBe(204);
    expect(await t.app.db.kysely.selectFrom('forum_comments').where('postId', '=', post.id).selectAll().execute()).toHaveLength(0);
    const audit = await t.app.db.kysely.selectFrom('audit_log').selectAll().where('action', '=', 'forum.comment.delete').execute();
    expect(audit.map((a) => [a.actorId, a.targetId])).toEqual([[adminId, second.id]]);
  });

  it('counts one like per learner, even under 20 parallel likes, and unlikes', async () => {
    const post = await newPost(ada, 'Like me', 'Body');
    const answers = await Promise.all(Array.from({ length: 20 }, () => put(ben, `/api/forum/posts/${post.id}/like`)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await answers[0]!.json()) as ForumLike).toMatchObject({ likedByMe: true });
    const rows = await t.app.db.kysely.selectFrom('forum_likes').where('postId', '=', post.id).selectAll().execute();
    expect(rows).toHaveLength(1);

    expect((await (await put(ada, `/api/forum/posts/${post.id}/like`)).json()) as ForumLike).toEqual({ likeCount: 2, likedByMe: true });
    const fromBen = (await (await ben.get(`/api/forum/posts/${post.id}`)).json()) as ForumPostDetail;
    expect(fromBen).toMatchObject({ likeCount: 2, likedByMe: true });

    const unlikes = await Promise.all(Array.from({ length: 5 }, () => del(ben, `/api/forum/posts/${post.id}/like`)));
    expect(unlikes.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect((await (await del(ben, `/api/forum/posts/${post.id}/like`)).json()) as ForumLike).toEqual({ likeCount: 1, likedByMe: false });
  });

  it('paginates newest first and searches titles case-insensitively, % and _ literally', async () => {
    const admin2 = admin;
    await t.app.db.kysely.deleteFrom('forum_posts').execute();
    for (let i = 1; i <= 12; i += 1) {
      await newPost(i % 2 ? ada : ben, `Weekly Retro ${String(i).padStart(2, '0')}`, `Body ${i}`);
      await new Promise((r) => setTimeout(r, 2));
    }
    await newPost(ada, 'Growth: 100% of targets', 'Body');
    await newPost(ada, 'snake_case naming', 'Body');

    const first = (await (await admin2.get('/api/forum/posts?pageSize=5')).json()) as ForumPostPage;
    expect(first.total).toBe(14);
    expect(first.posts.map((p) => p.title)).toEqual(['snake_case naming', 'Growth: 100% of targets', 'Weekly Retro 12', 'Weekly Retro 11', 'Weekly Retro 10']);
    const third = (await (await admin2.get('/api/forum/posts?pageSize=5&page=3')).json()) as ForumPostPage;
    expect(third.posts.map((p) => p.title)).toEqual(['Weekly Retro 04', 'Weekly Retro 03', 'Weekly Retro 02', 'Weekly Retro 01']);
    expect(third).toMatchObject({ page: 3, pageSize: 5, total: 14 });
    expect((await (await admin2.get('/api/forum/posts?page=9')).json()) as ForumPostPage).toMatchObject({ posts: [], total: 14 });

    const search = async (q: string) => ((await (await ben.get(`/api/forum/posts?q=${encodeURIComponent(q)}`)).json()) as ForumPostPage).posts.map((p) => p.title);
    expect(await search('weekly retro 1')).toEqual(['Weekly Retro 12', 'Weekly Retro 11', 'Weekly Retro 10']);
    expect(await search('RETRO 07')).toEqual(['Weekly Retro 07']);
    expect(await search('100%')).toEqual(['Growth: 100% of targets']);
    expect(await search('%')).toEqual(['Growth: 100% of targets']);
    expect(await search('_')).toEqual(['snake_case naming']);
    expect(await search('nothing like this')).toEqual([]);

    const bad = await ben.get(`/api/forum/posts?page=0&pageSize=500`);
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorAnswer).error.fields ?? {}).sort()).toEqual(['page', 'pageSize']);
  });

  it('refuses an inactive account (403) on reading and writing', async () => {
    const user = await t.makeUser({ name: 'Ina Active' });
    const c = await t.signedInClient({ user: user });
    await t.app.db.kysely.updateTable('users').set({ accountStatus: 'inactive' }).where('id', '=', user.id).execute();
    const res = await c.post('/api/forum/posts', { title: 'Still here?', body: 'Body' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe('Your account is inactive.');
    expect((await c.get('/api/forum/posts')).status).toBe(403);
    expect(await t.app.db.kysely.selectFrom('forum_posts').where('authorId', '=', user.id).selectAll().execute()).toHaveLength(0);
  });

  it('refuses bad input with per-field messages and stores nothing', async () => {
    const before = (await t.app.db.kysely.selectFrom('forum_posts').selectAll().execute()).length;
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ title: 'ab', body: 'x' }, { title: 'The title needs at least 3 characters' }],
      [{ title: 'x'.repeat(151), body: 'x' }, { title: 'Keep the title to 150 characters or fewer' }],
      [{ title: 'Fine title', body: '   ' }, { body: 'Write something in your post' }],
      [{ title: 'Fine title', body: 'x'.repeat(20_001) }, { body: 'Keep the post to 20,000 characters or fewer' }],
      [{ title: 'Fine title' }, { body: 'Write something in your post' }],
      [{ title: 123, body: 'x' }, { title: 'Give your post a title' }],
    ];
    for (const [body, fields] of cases) {
      const res = await ada.post('/api/forum/posts', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.fields).toEqual(fields);
    }
    // Fields the server owns are refused, not ignored.
    expect((await ada.post('/api/forum/posts', { title: 'Fine title', body: 'x', authorId: 'someone' })).status).toBe(400);
    expect((await ada.post('/api/forum/posts', { title: 'Fine title', body: 'x'.repeat(1_000_000) })).status).toBe(413);
    expect((await t.app.db.kysely.selectFrom('forum_posts').selectAll().execute()).length).toBe(before);

    const post = await newPost(ada, 'Limits post', 'Body');
    const comment = await ben.post(`/api/forum/posts/${post.id}/comments`, { body: 'x'.repeat(2_001) });
    expect(comment.status).toBe(400);
    expect(((await comment.json()) as ErrorAnswer).error.fields).toEqual({ body: 'Keep the comment to 2,000 characters or fewer' });
    const emptyEdit = await patch(ada, `/api/forum/posts/${post.id}`, {});
    expect(emptyEdit.status).toBe(400);
    expect(((await emptyEdit.json()) as ErrorAnswer).error.fields).toEqual({ _: 'Change the title or the body' });
    // Nesting that would overflow the renderer's stack (issue 36): a clear 400 on writing and editing, never a 500.
    for (const deep of [
      '>'.repeat(2_500) + ' quoted',
      '>'.repeat(15_000) + ' quoted',
      '- '.repeat(2_500) + 'listed',
      `${'*'.repeat(5_000)}x${'*'.repeat(5_000)}`,
    ]) {
      const res = await ada.post('/api/forum/posts', { title: 'Deep post', body: deep });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.fields).toEqual({
        body: MARKDOWN_NESTING_MESSAGE,
      });
      const edit = await patch(ada, `/api/forum/posts/${post.id}`, { body: deep });
      expect(edit.status).toBe(400);
      expect(((await edit.json()) as ErrorAnswer).error.fields).toEqual({
        body: MARKDOWN_NESTING_MESSAGE,
      });
    }
    expect((await ada.post('/api/forum/posts', { title: 'Deep post', body: `${'> '.repeat(100)}quoted` })).status).toBe(201);
    const badEdit = await patch(ada, `/api/forum/posts/${post.id}`, { title: 'no' });
    expect(badEdit.status).toBe(400);
    const row = await t.app.db.kysely.selectFrom('forum_posts').selectAll().where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row.title).toBe('Limits post');
  });
});

describe.each(testDatabases())('forum rate limit on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { FORUM_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('allows 3 posts and 3 comments a minute per learner, then 429; another learner is unaffected', async () => {
    const ada = await t.signedInClient();
    const ben = await t.signedInClient();
    const posts = [];
    for (let i = 0; i < 3; i += 1) posts.push(await newPost(ada, `Post number ${i}`, 'Body'));
    const fourth = await ada.post('/api/forum/posts', { title: 'One too many', body: 'Body' });
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as ErrorAnswer).error.code).toBe('resource-exhausted');
    // Another address does not help: the key is the learner.
    expect((await ada.post('/api/forum/posts', { title: 'From elsewhere', body: 'Body' }, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect(await t.app.db.kysely.selectFrom('forum_posts').selectAll().execute()).toHaveLength(3);

    expect((await ben.post('/api/forum/posts', { title: 'Ben is fine', body: 'Body' })).status).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await ada.post(`/api/forum/posts/${posts[0]!.id}/comments`, { body: `c${i}` })).status).toBe(201);
    expect((await ada.post(`/api/forum/posts/${posts[0]!.id}/comments`, { body: 'c4' })).status).toBe(429);
    // Reading and liking are not limited.
    expect((await ada.get('/api/forum/posts')).status).toBe(200);
    expect((await put(ada, `/api/forum/posts/${posts[1]!.id}/like`)).status).toBe(200);
  });
});
