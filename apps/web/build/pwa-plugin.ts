import { VitePWA } from 'vite-plugin-pwa';

/**
 * Installable and offline (docs/ARCHITECTURE.md "Offline"): the web app manifest and the service
 * worker src/sw/service-worker.ts, given the list of files to precache (Workbox injectManifest).
 * The page registers it itself after load (src/main.tsx), so nothing is added to the landing page.
 */
export const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    // Listed once, by globPatterns (the plugin would add the manifest's icons a second time).
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'LeadVillage',
      short_name: 'LeadVillage',
      description: 'Gamified, CPD-accredited leadership journeys for teams and leaders across Africa.',
      lang: 'en',
      start_url: '/leaderboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0F5132',
      background_color: '#FAF7F2',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The shell, the landing page and every chunk (screens are lazy: precached, a screen opens
      // offline too). Not the .br/.gz copies, nor the admin's chart library.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['**/*.br', '**/*.gz', '**/node_modules/**', 'assets/admin-*', 'assets/time-chart-*'],
      maximumFileSizeToCacheInBytes: 400 * 1024,
    },
  });
