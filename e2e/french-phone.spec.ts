import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './support/env';
import { englishLeftOn, englishOnlyTexts } from './support/english-left';
import { useRouteAccounts } from './support/route-accounts';

/*
 * Every screen of the route table in French on a 390 px phone (issue 35), opened as the least
 * privileged account that can open it (e2e/support/route-samples.ts), the account's language set
 * to French (a visitor's by the `lv_locale=fr` cookie), plus the French landing page `/fr`: the page does not scroll sideways, no element
 * reaches past the viewport unless a container of its own scrolls or clips it, an XP figure
 * ("1 250 XP", "+50 XP") stays on one line, and no text that French words differently shows in
 * English (e2e/support/english-left.ts).
 */

const accounts = useRouteAccounts();
const english = englishOnlyTexts();
const PHONE = { width: 390, height: 844 };

// Each account chooses French in its profile, as a French learner would (the session's answer
// otherwise sets the account's own language again over the cookie).
test.beforeAll(async () => {
  for (const context of Object.values(accounts().contexts)) {
    expect((await context.patch('/api/me/profile', { data: { locale: 'fr' } })).status()).toBe(200);
  }
});

/**
 * What overflows the page sideways: the document's own scroll, and each element past the viewport's
 * right edge that no scrolling or clipping ancestor holds.
 */
async function overflowOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width)
      found.push(`the page scrolls sideways (${root.scrollWidth} px in ${width} px)`);
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const classes =
        typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 4).join('.') : '';
      return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${text}"`;
    };
    const held = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== 'visible') return true;
      }
      return false;
    };
    const offenders: Element[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      // Only the outermost offenders: an element inside one already listed says nothing new.
      if (offenders.some((o) => o.contains(el))) continue;
      if (el.closest('[hidden], dialog:not([open]), script, style, template')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // An element taken off screen on purpose (sr-only text, a skip link) is not content that overflows.
      if (box.left >= width || box.right <= 0 || style.clip !== 'auto' || style.clipPath !== 'none')
        continue;
      if (box.right > width + 0.5 && !held(el)) {
        offenders.push(el);
        found.push(`${describe(el)} reaches ${Math.round(box.right)} px`);
      }
    }
    return found.slice(0, 8);
  });
}

/** XP figures broken over two lines (each text node with a figure and "XP" laid out on more than one line). */
async function brokenXpOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!/^[+−-]?\d[\d\s\u202f\u00a0,.]*\s?XP$/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) broken.push(text);
    }
    return broken;
  });
}

const FRENCH_LANDING = { pattern: '/', path: '/fr', role: 'visitor' } as const;

test.describe('French at 390 px', () => {
  test('every screen of the route table fits a 390 px phone in French', async ({ browser }) => {
    // Every screen in turn (about 45): a cap, not a timed assertion.
    test.setTimeout(900_000);
    const failures: string[] = [];
    for (const sample of [...accounts().samples, FRENCH_LANDING]) {
      const storageState =
        sample.role === 'visitor'
          ? undefined
          : await accounts().contexts[sample.role].storageState();
      const context = await browser.newContext({
        storageState,
        viewport: PHONE,
        locale: 'fr-FR',
        serviceWorkers: 'block',
      });
      await context.addCookies([{ name: 'lv_locale', value: 'fr', url: BASE_URL }]);
      const page = await context.newPage();
      await page.goto(sample.path);
      await expect(page.getByRole('heading', { level: 1 }).first(), sample.path).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.locator('html'), sample.path).toHaveAttribute('lang', 'fr');
      // The screen's lazy parts and reads settle (a read's list can widen a row).
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      for (const line of await overflowOn(page))
        failures.push(`${sample.path} as ${sample.role}: ${line}`);
      for (const xp of await brokenXpOn(page))
        failures.push(`${sample.path} as ${sample.role}: "${xp}" breaks over two lines`);
      for (const text of await englishLeftOn(page, english))
        failures.push(`${sample.path} as ${sample.role}: left in English: "${text}"`);
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});
