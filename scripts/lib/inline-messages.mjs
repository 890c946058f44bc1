// Puts each message's English text, precompiled, into the message descriptor itself, so English
// needs no catalogue: every chunk carries only the texts of the components it holds, instead of
// the entry carrying every text of the app. Other languages still load their compiled catalogue.
import { createRequire } from 'node:module';
import MagicString from 'magic-string';
import { parseAst } from 'vite';

// The parser of the intl-messageformat that formats at run time, so the AST shapes agree.
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const { parse } = await import(fromReactIntl.resolve('@formatjs/icu-messageformat-parser'));

/** The AST `formatjs compile --ast` writes for a message: what IntlProvider formats. */
export function compileMessage(text) {
  return parse(text);
}

const isNode = (value) =>
  typeof value === 'object' && value !== null && typeof value.type === 'string';

const keyName = (property) =>
  property.key?.type === 'Identifier' ? property.key.name : property.key?.value;

function staticText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0].value.cooked;
  }
  return undefined;
}

/**
 * Rewrites every message descriptor in a module (an object with an `id` and a `defaultMessage`):
 * the text becomes its compiled AST, and the translator's `description` goes. Returns undefined
 * when the module has none.
 */
export function inlineMessages(code, file) {
  const output = new MagicString(code);
  let changed = false;
  const visit = (node) => {
    if (node.type === 'ObjectExpression') {
      const properties = node.properties.filter((property) => property.type === 'Property');
      const has = (name) => properties.some((property) => keyName(property) === name);
      // Both keys: a component's props can carry an `id` and a `description` of their own (a
      // field's id and its help text), which must reach the component.
      if (has('id') && has('defaultMessage')) {
        properties.forEach((property, index) => {
          const name = keyName(property);
          if (name === 'defaultMessage') {
            const text = staticText(property.value);
            if (text === undefined) {
              throw new Error(`${file}: a defaultMessage must be a plain string to be extracted`);
            }
            output.overwrite(
              property.value.start,
              property.value.end,
              JSON.stringify(compileMessage(text)),
            );
            changed = true;
          } else if (name === 'description') {
            const next = properties[index + 1];
            output.remove(property.start, next ? next.start : property.end);
            changed = true;
          }
        });
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code));
  if (!changed) return undefined;
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: file }) };
}

/** The Vite plugin: our packages' modules, after TypeScript and JSX have been compiled. */
export function inlineMessagesPlugin() {
  return {
    name: 'hci:inline-messages',
    config: () => ({ define: { 'import.meta.env.HCI_MESSAGES_INLINED': 'true' } }),
    transform: {
      filter: {
        id: /\/(validation|design-system|app-frame|rules|coach|portal)\/src\/.*\.tsx?$/,
        code: 'defaultMessage',
      },
      handler(code, id) {
        return inlineMessages(code, id);
      },
    },
  };
}
