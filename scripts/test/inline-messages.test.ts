import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileMessage, inlineMessages } from '../lib/inline-messages.mjs';

const readJson = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('inlined English messages', () => {
  it.each(['validation', 'design-system', 'coach', 'portal'])(
    'compile every %s text to the AST formatjs compiles into its catalogue',
    (pkg) => {
      const extracted = readJson(`${pkg}/lang/en-US.json`) as Record<string, string>;
      const compiled = readJson(`${pkg}/src/compiled-lang/en-US.json`);
      expect(Object.keys(extracted).length).toBeGreaterThan(20);
      for (const [id, text] of Object.entries(extracted)) {
        expect(compileMessage(text), id).toEqual(compiled[id]);
      }
    },
  );

  it('replace each descriptor’s text by its AST and drop the description', () => {
    const code = [
      'export const m = {',
      "  hello: { id: 'x.hello', defaultMessage: 'Hello {name}', description: 'greeting' },",
      '  plain: { id: `x.plain`, description: `note`, defaultMessage: `Hi` },',
      "  other: { name: 'no id', defaultMessage: 'kept' },",
      '};',
    ].join('\n');
    const result = inlineMessages(code, 'sample.ts');
    const m = new Function(`${result!.code.replace('export const m =', 'return')}`)() as Record<
      string,
      Record<string, unknown>
    >;
    expect(m.hello).toEqual({
      id: 'x.hello',
      defaultMessage: [
        { type: 0, value: 'Hello ' },
        { type: 1, value: 'name' },
      ],
    });
    expect(m.plain).toEqual({ id: 'x.plain', defaultMessage: [{ type: 0, value: 'Hi' }] });
    expect(m.other).toEqual({ name: 'no id', defaultMessage: 'kept' });
  });

  it('leave props that are no descriptor alone, an id and a description among them', () => {
    const code = [
      "const m = { id: 'x.hello', defaultMessage: 'Hello' };",
      "export const props = { id: 'start-date', description: 'For example, 04-14-2026' };",
    ].join('\n');
    const result = inlineMessages(code, 'field.tsx');
    const props = new Function(
      `${result!.code.replace('export const props =', 'return')}`,
    )() as Record<string, unknown>;
    expect(props).toEqual({ id: 'start-date', description: 'For example, 04-14-2026' });
  });

  it('leave a module without messages alone', () => {
    expect(inlineMessages("export const a = { id: 'x' };", 'plain.ts')).toBeUndefined();
  });

  it('refuse a text that is not a plain string, as extraction would', () => {
    const code = "const t = 'a'; export const m = { id: 'x', defaultMessage: t + 'b' };";
    expect(() => inlineMessages(code, 'dynamic.ts')).toThrow(/dynamic\.ts/);
  });
});
