import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The JavaScript the landing page needs before it can run: the entry chunk, the landing route's
 * chunk and everything they import statically (forms and popups are loaded later), gzipped.
 * The target is 110 KB; the app shell alone (React, React Router, TanStack Query) is
 * about 112 KB, so the budget starts just above today's figure and only goes down.
 */
const BUDGET_BYTES = 128 * 1024;
const LANDING_MODULE = 'src/features/landing/landing-screen.tsx';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
const outDir = mkdtempSync(path.join(tmpdir(), 'lv-budget-'));

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('landing page JavaScript budget', () => {
  it(`keeps the landing route's initial JavaScript under ${BUDGET_BYTES / 1024} KB gzipped`, async () => {
    // Vitest sets NODE_ENV=test, which would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: webRoot,
        configFile: path.join(webRoot, 'vite.config.ts'),
        mode: 'production',
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true, manifest: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const needed = new Set<string>();
    const walk = (key: string) => {
      if (needed.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`manifest has no ${key}`);
      needed.add(key);
      for (const dep of chunk.imports ?? []) walk(dep);
    };
    walk('index.html');
    walk(LANDING_MODULE);
    const sizes = [...needed].map((key) => {
      const file = manifest[key]!.file;
      return { file, gzip: gzipSync(readFileSync(path.join(outDir, file))).length };
    });
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    // The forms and popups are not part of it.
    const files = sizes.map((s) => s.file).join(' ');
    for (const lazy of ['blueprint-form', 'pathfinder-form', 'roi-dialog', 'email-chooser-dialog']) expect(files).not.toContain(lazy);
    expect(total, sizes.map((s) => `${s.file} ${s.gzip}`).join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
  }, 120_000);
});
