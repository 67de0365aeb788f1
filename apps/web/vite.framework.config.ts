import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { linguiPlainMessageIds } from './build/lingui-source-messages';
import { linguiMacros } from './vite.config';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * The framework-mode build of the trial (react-router.config.ts): the same Lingui and Tailwind steps
 * as today's build (vite.config.ts), React Router's plugin in place of ours.
 */
export default defineConfig({
  plugins: [
    babel({ presets: [linguiMacros()] }),
    lingui({ configPath: path.join(webRoot, 'lingui.config.ts') }),
    linguiPlainMessageIds(),
    tailwindcss(),
    reactRouter(),
  ],
  // Its own folder of hashed files, so they never meet today's build's /assets/ names.
  build: { assetsDir: 'fw-assets' },
});
