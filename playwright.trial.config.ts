import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { BASE_URL } from './e2e/support/env';

/**
 * The framework-mode trial's end-to-end specs (ADR 034): the suite's launcher with WEB_RENDERER=framework
 * (it passes its environment on to the server), on a build made with
 * `npm run build && npm run build:framework -w @lv/web`. Apart from the suite, which runs today's renderer.
 */
export default defineConfig({
  ...base,
  testDir: 'e2e-trial',
  webServer: {
    command: 'npx tsx e2e/support/launch.ts',
    env: { ...(process.env as Record<string, string>), WEB_RENDERER: 'framework' },
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
