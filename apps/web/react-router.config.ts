import type { Config } from '@react-router/dev/config';

/**
 * The framework-mode trial (docs/decisions/034-one-way-to-render-a-page.md): route modules with
 * loaders and actions rendered on the server, the landing pages prerendered. Built beside today's
 * app (`npm run build:framework -w @lv/web`), served when the server's WEB_RENDERER is `framework`.
 */
export default {
  appDirectory: 'src/framework',
  buildDirectory: 'dist-framework',
  ssr: true,
  prerender: ['/', '/fr'],
  // The page names every route of the trial: no manifest requests while navigating.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
