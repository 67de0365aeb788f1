import type { Page } from '@playwright/test';

/**
 * Holds the app's entry script back, so the page stays as it was sent (rendered, React not yet
 * there: a phone still downloading the script), until the returned function lets it through.
 */
export async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
