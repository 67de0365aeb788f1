import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * English, the source language, needs no catalogue (docs/decisions/020-i18n.md, "English in the
 * code"): Lingui's macro keeps each message's English in its descriptor (`descriptorFields:
 * 'message'`), and this plugin, run after the macro, compiles that English at build time into the
 * form a compiled catalogue holds (`["Hello ", ["name"]]`), so the runtime shows it without a
 * catalogue and without a message parser. French catalogues are looked up by the same ids as before.
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
              // A bad ICU message fails the build; JSON drops a plural's unset offset as a catalogue does.
              message.prop.value = t.valueToNode(
                JSON.parse(JSON.stringify(compileMessageOrThrow(message.value))),
              );
              // The context only served the id: the runtime never reads it.
              if (context)
                path.node.properties.splice(path.node.properties.indexOf(context.prop), 1);
            },
          });
        },
      },
    },
  };
}
