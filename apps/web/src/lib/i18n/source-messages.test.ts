// The test runs the build's Babel step in Node (never part of the app).
/* eslint-disable no-restricted-imports */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/* eslint-enable no-restricted-imports */
import { transformSync } from '@babel/core';
import { i18n } from '@lingui/core';
import { getConfig } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { linguiSourceMessages } from '../../../build/lingui-source-messages';
import { loadCatalogs } from './catalogs';

const linguiConfig = getConfig({
  configPath: path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../../lingui.config.ts',
  ),
});

/** The build's Babel steps (vite.config.ts linguiMacros): Lingui's macro keeping the English, then ours. */
const build = (code: string) =>
  transformSync(code, {
    filename: 'screen.js',
    babelrc: false,
    configFile: false,
    plugins: [
      ['@lingui/babel-plugin-lingui-macro', { linguiConfig, descriptorFields: 'message' }],
      linguiSourceMessages,
    ],
  })?.code ?? '';

describe('English in the code (build/lingui-source-messages.ts)', () => {
  it('compiles a message to the form a catalogue holds, under the id French catalogues use', () => {
    const out = build(
      "import { t } from '@lingui/core/macro';\nexport const a = (name) => t`Welcome back, ${name}`;",
    );
    expect(out).toContain(`id: "${generateMessageId('Welcome back, {name}')}"`);
    expect(out).toMatch(/message: \["Welcome back, ", \["name"\]\]/);
  });

  it('compiles plurals and drops the context, which only served the id', () => {
    const out = build(
      "import { msg, plural } from '@lingui/core/macro';\nexport const a = (n) => plural(n, { one: '# day', other: '# days' });\nexport const b = msg({ message: 'Open', context: 'a door' });",
    );
    expect(out).toMatch(
      /message: \[\["n", "plural", \{\s*one: \["#", " day"\],\s*other: \["#", " days"\]\s*\}\]\]/,
    );
    expect(out).toContain(`id: "${generateMessageId('Open', 'a door')}"`);
    expect(out).not.toContain('a door');
  });

  it('makes a plain message its own id: the English once, no hash beside it', () => {
    const out = build(
      "import { msg, t } from '@lingui/core/macro';\nexport const a = () => t`Save changes`;\nexport const b = msg`Save changes`;",
    );
    expect(out).toMatch(/_i18n\._\(\s*(\/\*\* i18n \*\/)?\s*\{\s*id: "Save changes"\s*\}\)/);
    expect(out).toMatch(/b =\s*(\/\*\* i18n \*\/)?\s*\{\s*id: "Save changes"\s*\}/);
    expect(out).not.toContain('message');
    expect(out).not.toContain(generateMessageId('Save changes'));
  });

  it('keeps the hash for a message whose English is not its compiled form (an ICU quote)', () => {
    const out = build(
      "import { t } from '@lingui/core/macro';\nexport const a = () => t`Don''t stop`;",
    );
    expect(out).toContain(`id: "${generateMessageId("Don''t stop")}"`);
    expect(out).toContain('message: ["Don\'t stop"]');
  });

  it('a French catalogue keys plain messages by their English and the others by their hash', async () => {
    const { messages } = (await import('../../locales/landing/fr.po')) as {
      messages: Record<string, unknown>;
    };
    expect(messages['Book a custom-journey consultation']).toEqual([
      'Réserver un entretien pour un parcours sur mesure',
    ]);
    expect(Object.keys(messages)).not.toContain(
      generateMessageId('Book a custom-journey consultation'),
    );
    expect(messages[generateMessageId('Level {0}: {1}')]).toEqual(expect.any(Array));
  });

  it('shows a plain message in English without a catalogue, and in French from it', async () => {
    const descriptor = { id: 'Book a custom-journey consultation' };
    await loadCatalogs('en', ['landing']);
    expect(i18n._(descriptor)).toBe('Book a custom-journey consultation');
    await loadCatalogs('fr', ['landing']);
    expect(i18n._(descriptor)).toBe('Réserver un entretien pour un parcours sur mesure');
    await loadCatalogs('en', ['landing']);
  });

  it("leaves alone an object of ours that has an id and a message but is not the macro's", () => {
    const out = build("export const toast = { id: 'saved', message: 'Saved {count}' };");
    expect(out).toContain("message: 'Saved {count}'");
  });

  it('fails the build on a message that is not valid ICU', () => {
    expect(() =>
      build(
        "import { t } from '@lingui/core/macro';\nexport const a = t`{count, plural, one {# day}`;",
      ),
    ).toThrow();
  });
});
