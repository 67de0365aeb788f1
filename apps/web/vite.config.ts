/// <reference types="vitest/config" />
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { getConfig } from '@lingui/conf';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appChunk, entryChunk } from './build/app-chunk';
import { landingSharedChunk } from './build/landing-shared-chunk';
import { linguiPlainMessageIds, linguiSourceMessages } from './build/lingui-source-messages';
import { precompress } from './build/precompress-plugin';
import { prerender } from './build/prerender-plugin';
import { pwa } from './build/pwa-plugin';
import { routePreloads } from './build/route-preload-plugin';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

const linguiConfig = path.join(webRoot, 'lingui.config.ts');
// The preset advises the native transform on every load; we chose Babel on purpose (comment below).
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

/** Lingui's Babel preset, keeping the English in each descriptor, then our compile of it. */
export function linguiMacros() {
  const { preset, rolldown } = linguiTransformerBabelPreset(
    { linguiConfig: getConfig({ configPath: linguiConfig }), descriptorFields: 'message' },
    { configPath: linguiConfig },
  );
  return { preset: { plugins: [...preset.plugins, linguiSourceMessages] }, rolldown };
}

export default defineConfig({
  plugins: [
    // Lingui's macros (`t`, `msg`, `plural`) compiled by its Babel preset, only in the files that
    // import them (the preset's filter), and `.po` catalogues compiled to message modules on import
    // (docs/decisions/020-i18n.md). Not Lingui's native transform: its binary is an optional package
    // that needs Node 22.19+, and npm skips it when npm itself runs on an older system Node.
    // The macro keeps each message's English, which build/lingui-source-messages.ts compiles: English
    // loads no catalogue.
    babel({ presets: [linguiMacros()] }),
    lingui({ configPath: linguiConfig }),
    // A plain message is keyed by its English in the compiled catalogues, as the code asks for it.
    linguiPlainMessageIds(),
    react(),
    tailwindcss(),
    prerender(),
    routePreloads(),
    pwa(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/functions': 'http://127.0.0.1:3000', '/ob': 'http://127.0.0.1:3000' },
  },
  // The manifest lets the e2e budget spec find the landing page's initial chunks.
  build: {
    outDir: 'dist',
    sourcemap: process.env.LV_SOURCEMAP === "1",
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The entry and all it needs, one file (build/app-chunk.ts).
              name: entryChunk(webRoot),
              debugName: 'main',
              includeDependenciesRecursively: false,
            },
            {
              name: landingSharedChunk(webRoot),
              debugName: 'landing-shared',
              // Only the modules named: React and the rest stay where they are.
              includeDependenciesRecursively: false,
            },
            {
              // What five or more screens share, in one chunk (build/app-chunk.ts): about 17 files
              // per screen instead of 45 (ADR 022).
              name: appChunk(webRoot, 5),
              debugName: 'app',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // The longest form tests type a few hundred characters through user-event: about 1.5 s on a
    // quiet 2-core machine, over vitest's default 5 s when the machine is busy (a CI run beside
    // other work timed three of them out). A cap, not a timed assertion.
    testTimeout: 15_000,
  },
});
