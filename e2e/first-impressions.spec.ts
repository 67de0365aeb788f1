import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { createUser, signInContext } from './support/users';

/*
 * Small things a first walk through the product found (issue 35): focus stays inside the ROI
 * dialog with Tab, the personality modal's buttons fit a 390 x 844 phone, the profile's email
 * wraps only between its parts, and the landing page names its languages' pages by absolute
 * addresses.
 */

const PHONE = { width: 390, height: 844 };

/** Where focus is: inside the open dialog, or a description of the element outside it. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (active?.closest('dialog[open]')) return 'inside';
    return active
      ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}`
      : 'nothing';
  });

test('Tab and Shift+Tab keep focus inside the ROI dialog', async ({ page }) => {
  await page.goto('/#results');
  await page.getByRole('button', { name: "Estimate Your Team's ROI" }).click();
  const dialog = page.getByRole('dialog', { name: 'ROI Estimator' });
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  // More presses than the dialog has controls: each one lands inside.
  const controls = await dialog
    .locator('a[href], button:not([disabled]), input, select, textarea')
    .count();
  for (let i = 0; i < controls + 3; i++) {
    await page.keyboard.press('Tab');
    expect(await focusPlace(page), `Tab ${i + 1}`).toBe('inside');
  }
  for (let i = 0; i < controls + 3; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusPlace(page), `Shift+Tab ${i + 1}`).toBe('inside');
  }
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: PHONE });

  test("the profile's email wraps only between its parts", async ({ page }) => {
    const user = await createUser(page.request);
    await signInContext(page, user);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The address wraps after its "@" or before a dot, or not at all; never inside a word.
    const breaks = await page.getByText(/^Signed in as/).evaluate((p) => {
      const text = p.textContent ?? '';
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      const tops: Array<{ index: number; top: number }> = [];
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) tops.push({ index: offset + i, top: Math.round(rect.top) });
        }
        offset += (node.textContent ?? '').length;
      }
      const at: string[] = [];
      for (let i = 1; i < tops.length; i++) {
        if (tops[i]!.top > tops[i - 1]!.top)
          at.push(`${text.slice(0, tops[i]!.index)}|${text.slice(tops[i]!.index)}`);
      }
      return at;
    });
    for (const at of breaks)
      expect(at, 'a line break in the signed-in line').toMatch(/( |@)\||\|\./);
  });

  for (const lang of [
    {
      locale: 'en',
      choose: 'Choose personality type',
      title: 'Your personality type',
      cancel: 'Cancel',
      save: 'Save personality type',
    },
    {
      locale: 'fr',
      choose: 'Choisir un type de personnalité',
      title: 'Votre type de personnalité',
      cancel: 'Annuler',
      save: 'Enregistrer le type de personnalité',
    },
  ]) {
    test(`the personality modal's buttons are in view (${lang.locale})`, async ({ page }) => {
      const user = await createUser(page.request);
      await signInContext(page, user);
      expect(
        (
          await page.request.patch('/api/me/profile', {
            data: { locale: lang.locale },
            headers: { origin: BASE_URL },
          })
        ).status(),
      ).toBe(200);
      await page.goto('/profile');
      await page.getByRole('button', { name: lang.choose }).click();
      const dialog = page.getByRole('dialog', { name: lang.title });
      await expect(dialog).toBeVisible();
      for (const name of [lang.cancel, lang.save])
        await expect(dialog.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      await dialog.getByRole('radio').first().check();
      await expect(dialog.getByRole('button', { name: lang.save })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: lang.save })).toBeInViewport({ ratio: 1 });
    });
  }
});

test("the email chooser's body tells the Team Blueprint the visitor has just completed, on that page and after a return to it", async ({
  page,
}) => {
  await page.goto('/#onboarding');
  const form = page.locator('#onboarding form');
  for (const options of [
    ['11 to 20'],
    ['9 months'],
    ['Team Silos'],
    ['Retention', 'Productivity'],
    ['No'],
  ]) {
    for (const option of options) await form.getByLabel(option, { exact: true }).check();
    await form.getByRole('button', { name: /^(Continue|Complete)$/ }).click();
  }
  await expect(page.getByRole('button', { name: 'View Your Custom Journey' })).toBeVisible();
  const chooserBody = async () => {
    await page.getByRole('button', { name: 'Start Earning XP Today' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your email' });
    const mailto = await dialog.getByRole('link', { name: 'Your mail app' }).getAttribute('href');
    await dialog.getByRole('button', { name: 'Close' }).click();
    return new URL(mailto!).searchParams.get('body');
  };
  const filled = [
    'my team of 11 to 20 people',
    'over 9 months',
    'Our goals are: Retention, Productivity.',
  ];
  const first = await chooserBody();
  for (const text of filled) expect(first).toContain(text);
  // The visitor looks at the knowledge base, then comes back: the tab still knows the answers.
  await page.goto('/knowledge-base');
  await page.goto('/');
  const body = await chooserBody();
  for (const text of filled) expect(body).toContain(text);
});

test('the landing page names each language by an absolute address', async ({ request }) => {
  for (const path of ['/', '/fr']) {
    const res = await request.get(path);
    const html = await res.text();
    const inPage = [...html.matchAll(/<link\b[^>]*\bhreflang="[^"]*"[^>]*>/g)].map(
      (m) => /\bhref="([^"]*)"/.exec(m[0])?.[1] ?? '',
    );
    const inHeader = [...(res.headers()['link'] ?? '').matchAll(/<([^>]+)>;[^,]*hreflang="/g)].map(
      (m) => m[1]!,
    );
    expect(inHeader.length, `${path}: the Link header names the languages`).toBe(3);
    for (const href of [...inPage, ...inHeader])
      expect(href, `${path}: hreflang address`).toMatch(
        new RegExp(`^${BASE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`),
      );
  }
});
