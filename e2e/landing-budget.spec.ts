import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The JavaScript the landing page needs before it can run, in the build the e2e server serves:
 * the entry chunk, the landing route's chunk and everything they import statically (forms and
 * popups load later), gzipped at level 9. Bytes are deterministic for a given build.
 * The budget is the page without languages (85,908 bytes, with no React Router or TanStack Query
 * on it: app/landing-app.tsx), plus what each later need was allowed: languages 3 KB (ADR 020),
 * hydrating a rendered screen 256 bytes (ADR 024), the public settings it carries 128 (ADR 027),
 * the first walk's fixes 512 (issue 35), and the plans-and-levels table that keeps the ecosystem
 * cards and the level unlocks truthful 512 (ADR 044). How each was made to fit is in those ADRs
 * and in this file's history.
 */
const BUDGET_BYTES = 85_908 + 3 * 1024 + 256 + 128 + 512 + 512;
const LANDING_MODULE = 'src/features/landing/landing-screen.tsx';
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
}

test(`the landing route's initial JavaScript stays under ${(BUDGET_BYTES / 1024).toFixed(1)} KB gzipped`, () => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const needed = new Set<string>();
  const walk = (key: string) => {
    if (needed.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    needed.add(key);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  walk('index.html');
  walk(LANDING_MODULE);
  // English loads no catalogue: its messages are in the code.
  expect(Object.keys(manifest).filter((key) => key.endsWith('/en.po'))).toEqual([]);
  const sizes = [...needed].map((key) => {
    const file = manifest[key]!.file;
    return { file, gzip: gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length };
  });
  const files = sizes.map((s) => s.file).join(' ');
  for (const lazy of ['blueprint-form', 'pathfinder-form', 'roi-dialog', 'email-chooser-dialog']) expect(files).not.toContain(lazy);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  expect(total, sizes.map((s) => `${s.file} ${s.gzip}`).join('\n')).toBeLessThanOrEqual(BUDGET_BYTES);
});
