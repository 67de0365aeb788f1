import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registeredMigrations } from './migrate';

const dir = path.join(import.meta.dirname, 'migrations');
/** The migration files on disk (their tests aside), by name. */
const onDisk = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.slice(0, -'.ts'.length))
  .sort();

describe('migrations', () => {
  it('registers every migration file under its own name, and nothing else', () => {
    expect(Object.keys(registeredMigrations()).sort()).toEqual(onDisk);
  });

  it.each(onDisk)('%s is registered as that file’s module', async (name) => {
    const file = (await import(`./migrations/${name}.ts`)) as unknown;
    expect(registeredMigrations()[name]).toBe(file);
  });
});
