import { parseSync, type PluginObj, type types as BabelTypes } from '@babel/core';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * English, the source language, needs no catalogue (docs/decisions/020-i18n.md, "English in the
 * code"): Lingui's macro keeps each message's English in its descriptor (`descriptorFields:
 * 'message'`), and this plugin, run after the macro, compiles that English at build time into the
 * form a compiled catalogue holds (`["Hello ", ["name"]]`), so the runtime shows it without a
 * catalogue and without a message parser.
 *
 * A plain message (no context, and its English is its own compiled form: no placeholder, plural
 * or ICU quote) becomes its own id, `{ id: "Save" }`: the English is the id and the text at once,
 * with no random six-character hash beside it (0.65 KB of the landing page's JavaScript), and
 * lib/i18n/catalogs.ts tells Lingui such an id is already plain text. French catalogues key those
 * messages by their English too (linguiPlainMessageIds below); the others by Lingui's hash.
 *
 * Only the macro's own descriptors are touched: an object `{ id, message[, context] }` whose id is
 * Lingui's hash of that message and context (an object of ours with the same keys never matches).
 */
export function linguiSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const stringProp = (node: BabelTypes.ObjectExpression, key: string) => {
    const prop = node.properties.find(
      (p): p is BabelTypes.ObjectProperty =>
        t.isObjectProperty(p) && t.isIdentifier(p.key, { name: key }) && !p.computed,
    );
    return prop && t.isStringLiteral(prop.value) ? { prop, value: prop.value.value } : undefined;
  };
  return {
    name: 'lingui-source-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const id = stringProp(path.node, 'id');
              const message = stringProp(path.node, 'message');
              if (!id || !message) return;
              const context = stringProp(path.node, 'context');
              if (generateMessageId(message.value, context?.value ?? '') !== id.value) return;
              // A bad ICU message fails the build.
              const compiled = compiledEnglish(message.value);
              const { properties } = path.node;
              if (!context && isPlain(message.value, compiled)) {
                id.prop.value = t.stringLiteral(message.value);
                properties.splice(properties.indexOf(message.prop), 1);
                return;
              }
              message.prop.value = t.valueToNode(compiled);
              // The context only served the id: the runtime never reads it.
              if (context) properties.splice(properties.indexOf(context.prop), 1);
            },
          });
        },
      },
    },
  };
}

/** A message compiled as a catalogue holds it (JSON drops a plural's unset offset as a catalogue does). */
const compiledEnglish = (message: string): unknown =>
  JSON.parse(JSON.stringify(compileMessageOrThrow(message)));

/** True when a message's compiled form is the message itself, one plain text. */
const isPlain = (message: string, compiled: unknown): boolean =>
  Array.isArray(compiled) && compiled.length === 1 && compiled[0] === message;

/** The key a compiled catalogue uses for the message of the source catalogue with this id. */
export function catalogueKey(id: string, message: string | undefined, context: string | undefined): string {
  if (!message || context || generateMessageId(message, '') !== id) return id;
  return isPlain(message, compiledEnglish(message)) ? message : id;
}

/**
 * Runs after Lingui's own plugin compiled a `.po` catalogue (`export const messages =
 * JSON.parse("...")`): keys each plain message by its English, as the code asks for it.
 */
export function linguiPlainMessageIds(): Plugin {
  const po = formatter();
  return {
    name: 'lv-lingui-plain-message-ids',
    enforce: 'post',
    async transform(code, moduleId) {
      const file = moduleId.split('?')[0] ?? '';
      if (!file.endsWith('.po')) return null;
      const source = await po.parse(await readFile(file, 'utf8'), {
        locale: '',
        sourceLocale: 'en',
        filename: file,
      });
      const ast = parseSync(code, { sourceType: 'module', babelrc: false, configFile: false });
      const declaration = ast?.program.body[0];
      const call =
        declaration?.type === 'ExportNamedDeclaration' &&
        declaration.declaration?.type === 'VariableDeclaration'
          ? declaration.declaration.declarations[0]?.init
          : undefined;
      const json = call?.type === 'CallExpression' ? call.arguments[0] : undefined;
      if (json?.type !== 'StringLiteral')
        throw new Error(`${file}: Lingui's compiled catalogue has an unknown shape`);
      const compiled = JSON.parse(json.value) as Record<string, unknown>;
      const keyed: Record<string, unknown> = {};
      for (const [id, translation] of Object.entries(compiled)) {
        const entry = source[id];
        const key = catalogueKey(id, entry?.message, entry?.context);
        if (key in keyed && JSON.stringify(keyed[key]) !== JSON.stringify(translation))
          throw new Error(`${file}: "${key}" has two translations`);
        keyed[key] = translation;
      }
      return {
        code: `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(keyed))});`,
        map: null,
      };
    },
  };
}
