import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { XSS_PAYLOADS } from './support/xss-payloads';
import { updateUser } from './support/db';
import { createUser, signInContext } from './support/users';

const json = { headers: { origin: BASE_URL } };

/**
 * Whether any payload ran (it sets window.__xss; an alert() counts too), and, since our CSP would
 * block inline handlers anyway, whether any dangerous markup reached the page at all: that checks
 * the sanitiser itself, not only the browser's second line of defence.
 */
async function expectNoScriptRan(page: Page, where: string, dialogs: string[]) {
  // Give image errors, focus and animation handlers a moment to fire.
  await page.waitForTimeout(50);
  const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
  expect(flag, `window.__xss on ${where}`).toBeUndefined();
  expect(dialogs, `dialogs on ${where}`).toEqual([]);
  const dangerous = await page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector('main') ?? document.body;
    for (const el of main.querySelectorAll('script, iframe, object, embed, button[formaction], base, meta, link, style, img, video, audio, math, template')) {
      found.push(el.tagName);
    }
    for (const el of main.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters in a URL's scheme
        const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (attr.name.startsWith('on')) found.push(`${el.tagName} ${attr.name}`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attr.name) && /^(javascript|data|vbscript):/.test(value)) found.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
    }
    return found;
  });
  expect(dangerous, `dangerous markup on ${where}`).toEqual([]);
}

test('no payload of the XSS corpus runs as a post title, body or comment, in the list or on the post page', async ({ page }) => {
  test.setTimeout(480_000);
  const learner = await createUser(page.request);
  await signInContext(page, learner);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const ids: string[] = [];
  for (const payload of XSS_PAYLOADS) {
    const title = payload.length >= 3 ? payload.slice(0, 150) : `${payload}…!`;
    const res = await page.request.post('/api/forum/posts', { ...json, data: { title, body: payload } });
    expect(res.status(), payload).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const comment = await page.request.post(`/api/forum/posts/${id}/comments`, { ...json, data: { body: payload.slice(0, 2000) } });
    expect(comment.status(), payload).toBe(201);
    ids.push(id);
  }

  // One full load, then in-app navigations (the router's own popstate handling): each screen
  // renders fresh, and a flag set on any earlier screen would still be there to see.
  const visit = async (path: string) => {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  };
  await page.goto(`/forum/posts/${ids[0]}`);
  await expect(page.getByRole('heading', { level: 2, name: /Comments/ })).toBeVisible();
  await expectNoScriptRan(page, 'first post page (full load)', dialogs);

  const pages = Math.ceil(XSS_PAYLOADS.length / 10);
  for (let p = 1; p <= pages; p += 1) {
    await visit(p === 1 ? '/forum' : `/forum?page=${p}`);
    await expect(page.getByRole('list', { name: 'Forum posts' }).getByRole('listitem')).toHaveCount(p < pages ? 10 : XSS_PAYLOADS.length - (pages - 1) * 10);
    await expectNoScriptRan(page, `list page ${p}`, dialogs);
  }
  for (const [i, id] of ids.entries()) {
    await visit(`/forum/posts/${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeVisible();
    await expect(page.locator('article').getByText(XSS_PAYLOADS[i]!.slice(0, 2000).trim().split('\n')[0]!.trim(), { exact: false }).first()).toBeAttached();
    await expectNoScriptRan(page, `post ${i}: ${XSS_PAYLOADS[i]}`, dialogs);
  }
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a learner writes a post, comments, likes, edits it in the modal and deletes it (${viewport.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const learner = await createUser(page.request);
    await signInContext(page, learner);
    const title = `Retro ideas ${viewport.name} ${Date.now()}`;

    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1, name: 'Forum' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forum', exact: true }).first()).toHaveAttribute('aria-current', 'page');

    // Write: the domain's messages first, then a real post.
    await page.getByRole('button', { name: 'Write a post' }).click();
    await page.getByRole('button', { name: 'Publish post' }).click();
    await expect(page.getByText('Give your post a title')).toBeVisible();
    await expect(page.getByText('Write something in your post')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Post', { exact: true }).fill('How do you run a **retro**?\n\n- keep it short\n- [a guide](https://example.com/retro)');
    await page.getByRole('button', { name: 'Publish post' }).click();

    await expect(page).toHaveURL(/\/forum\/posts\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'retro' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'a guide' })).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');

    // Like, and unlike, and like again.
    const like = page.getByRole('button', { name: /^Like/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like.getByTestId('like-count')).toHaveText('0');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // Comment.
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByText('Write a comment first')).toBeVisible();
    await page.getByLabel('Add a comment').fill('Timebox it to <b>30 minutes</b>.');
    await page.getByRole('button', { name: 'Post comment' }).click();
    const comments = page.getByRole('list', { name: 'Comments' });
    await expect(comments.getByText('Timebox it to <b>30 minutes</b>.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeVisible();
    // A second comment, deleted with confirmation: focus lands on the comments heading.
    await page.getByLabel('Add a comment').fill('Posted by mistake');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Comments (2)' })).toBeVisible();
    await comments.getByRole('listitem').filter({ hasText: 'Posted by mistake' }).getByRole('button', { name: /^Delete comment by/ }).click();
    await page.getByRole('dialog', { name: 'Delete this comment?' }).getByRole('button', { name: 'Delete comment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Comments (1)' })).toBeFocused();
    await expect(comments.getByText('Posted by mistake')).toHaveCount(0);

    // The edit modal: Escape closes it and focus returns to its button.
    const editButton = page.getByRole('button', { name: 'Edit post' });
    await editButton.click();
    const dialog = page.getByRole('dialog', { name: 'Edit post' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(editButton).toBeFocused();

    await editButton.click();
    await dialog.getByLabel('Title', { exact: true }).fill('no');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('The title needs at least 3 characters')).toBeVisible();
    await dialog.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
    await dialog.getByLabel('Post', { exact: true }).fill('Updated: keep retros _short_.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (edited)` })).toBeVisible();
    await expect(page.locator('em', { hasText: 'short' })).toBeVisible();
    await expect(page.getByText(/ · edited /)).toBeVisible();

    if (viewport.name === 'desktop') {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    }

    // The list shows it with its counts; search finds it by title.
    await page.goto('/forum');
    await page.getByLabel('Search posts by title').fill(`${viewport.name} ${title.split(' ').pop()}`);
    await page.getByRole('button', { name: 'Search' }).click();
    const card = page.getByRole('list', { name: 'Forum posts' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('1 like');
    await expect(card).toContainText('1 comment');
    await card.getByRole('link').click();

    // Delete, with confirmation (Cancel keeps it).
    await page.getByRole('button', { name: 'Delete post' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this post?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Delete post' }).click();
    await confirm.getByRole('button', { name: 'Delete post' }).click();
    await expect(page).toHaveURL(/\/forum$/);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });
}

test('another learner sees no edit or delete, an admin deletes the post, and an unknown post shows its 404 screen', async ({ page, browser }) => {
  const author = await createUser(page.request);
  await signInContext(page, author);
  const res = await page.request.post('/api/forum/posts', { ...json, data: { title: 'Only mine to change', body: 'Body' } });
  const { id } = (await res.json()) as { id: string };

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInContext(otherPage, await createUser(otherPage.request));
  await otherPage.goto(`/forum/posts/${id}`);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Only mine to change' })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: /^Like/ })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Edit post' })).toHaveCount(0);
  await expect(otherPage.getByRole('button', { name: 'Delete post' })).toHaveCount(0);
  // The server refuses it too.
  expect((await otherPage.request.patch(`/api/forum/posts/${id}`, { ...json, data: { title: 'Hijacked' } })).status()).toBe(403);
  expect((await otherPage.request.delete(`/api/forum/posts/${id}`, json)).status()).toBe(403);

  // An admin moderates it: edit and delete are offered, and the delete goes through.
  const admin = await createUser(otherPage.request);
  updateUser(admin.email, { role: 'admin' });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInContext(adminPage, admin);
  await adminPage.goto(`/forum/posts/${id}`);
  await expect(adminPage.getByRole('button', { name: 'Edit post' })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Delete post' }).click();
  await adminPage.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete post' }).click();
  await expect(adminPage).toHaveURL(/\/forum$/);
  await adminContext.close();

  await otherPage.goto('/forum/posts/does-not-exist');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await expect(otherPage.getByRole('link', { name: 'Back to the forum' })).toHaveAttribute('href', '/forum');
  await other.close();
});
