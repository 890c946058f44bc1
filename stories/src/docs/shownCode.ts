// What a library story's "Show code" prints: the code a consumer of `@hci/design-system` writes,
// made of its exported components and real callbacks. Storybook prints a story's rendered element
// itself, a story-only wrapper by its own name and every function as `() => {}`; stories that
// need a wrapper or a callback give their code through `sourceFrom` (their args turned into a
// consumer's code) or `parameters.docs.source.code`.
import { CalendarDate } from '@internationalized/date';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

const indentUnit = '  ';

function componentName(type: unknown): string {
  if (type === Fragment) return '';
  if (typeof type === 'string') return type;
  const named = type as { displayName?: string; name?: string; render?: { name?: string } };
  return named.displayName || named.name || named.render?.name || 'Anonymous';
}

const expressionSource = Symbol('expression');

/** A prop written as this expression (`value={value}`, `footer={(close) => …}`). */
export function expression(source: string) {
  return { [expressionSource]: source };
}

/** A value as the expression that makes it, elements as JSX and dates as their class's. */
function value(prop: unknown): string {
  if (typeof prop === 'object' && prop !== null && expressionSource in prop)
    return String(prop[expressionSource]);
  if (typeof prop === 'function') return '() => {}';
  if (isValidElement(prop)) return jsxSource(prop);
  if (prop instanceof CalendarDate)
    return `new CalendarDate(${prop.year}, ${prop.month}, ${prop.day})`;
  if (Array.isArray(prop)) return `[${prop.map(value).join(', ')}]`;
  if (typeof prop === 'object' && prop !== null) {
    const entries = Object.entries(prop).filter(([, entry]) => entry !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([key, entry]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}: ${value(entry)}`).join(', ')} }`;
  }
  return JSON.stringify(prop);
}

/** `name="text"`, `name` (true), `name={…}`; undefined props are left out. */
export function jsxAttributes(props: Record<string, unknown>): string[] {
  return Object.entries(props).flatMap(([name, prop]) => {
    if (prop === undefined || prop === false || name === 'children') return [];
    if (prop === true) return [name];
    if (typeof prop === 'string' && !prop.includes('"')) return [`${name}="${prop}"`];
    return [`${name}={${value(prop)}}`];
  });
}

function childrenSource(children: ReactNode, indent: string): string[] {
  return [children].flat(Infinity as 1).flatMap((child) => {
    if (child === null || child === undefined || typeof child === 'boolean') return [];
    if (isValidElement(child)) return [jsxSource(child, indent)];
    if (typeof child === 'function') return [`${indent}{() => {}}`];
    return [`${indent}${String(child)}`];
  });
}

/** A React element as JSX, the way Storybook's "Show code" prints it. */
export function jsxSource(element: ReactElement, indent = ''): string {
  const props = element.props as Record<string, unknown>;
  return elementSource(componentName(element.type), props, props.children as ReactNode, indent);
}

/** An element of `name` with these props and children, as JSX. */
export function elementSource(
  name: string,
  props: Record<string, unknown>,
  children?: ReactNode | string,
  indent = '',
): string {
  const attributes = jsxAttributes(props);
  const inner = indent + indentUnit;
  const open =
    attributes.length === 0
      ? `<${name}`
      : attributes.join(' ').length < 60 && !attributes.some((line) => line.includes('\n'))
        ? `<${name} ${attributes.join(' ')}`
        : `<${name}\n${attributes.map((line) => inner + line.replaceAll('\n', `\n${inner}`)).join('\n')}\n${indent}`;
  const body =
    typeof children === 'string' && children.includes('\n')
      ? children
          .split('\n')
          .map((line) => (line ? inner + line : line))
          .join('\n')
      : childrenSource(children, inner).join('\n');
  if (!body) return `${indent}${open}${open.endsWith('\n' + indent) ? '' : ' '}/>`;
  return `${indent}${open}>\n${body}\n${indent}</${name}>`;
}

/**
 * Show code for a story whose element a wrapper renders: `source(args)` is what a consumer writes
 * with the same args.
 */
export function sourceFrom<Args>(source: (args: Args) => string) {
  return {
    docs: { source: { transform: (_code: string, { args }: { args: Args }) => source(args) } },
  };
}

/**
 * A field a consumer holds the value of: `useState` with the story's value, handed back through
 * `onChange`. `valueType` types the state when its first value alone would type it too narrowly
 * (`number | null` for a field that reports a cleared entry as `null`).
 */
export function controlledFieldSource(
  name: string,
  { value: initial, onChange: _onChange, ...props }: Record<string, unknown>,
  valueType?: string,
): string {
  const typeArgument = valueType === undefined ? '' : `<${valueType}>`;
  return [
    `const [value, setValue] = useState${typeArgument}(${initial === undefined ? '' : value(initial)});`,
    '',
    elementSource(name, {
      ...props,
      value: expression('value'),
      onChange: expression('setValue'),
    }),
  ].join('\n');
}

/**
 * Show code for a field story: the field as a consumer holds its value, with the story's args and
 * the state typed `valueType` when given (see `controlledFieldSource`).
 */
export function controlledSource(name: string, valueType?: string) {
  return sourceFrom((args: Record<string, unknown>) =>
    controlledFieldSource(name, args, valueType),
  );
}

/** Whether `line` starts the top-level declaration of `name` (a function, const, let, type…). */
function declares(line: string, name: string): boolean {
  const declaration = /^(?:(?:async )?function|const|let|type|interface) ([\w$]+)/.exec(line);
  return declaration?.[1] === name;
}

/**
 * The top-level declaration of `name` in a story file's text (`import text from
 * './X.stories.tsx?raw'`): a function, const, let, type or interface, as prettier writes it: its
 * first line, then its indented lines and the closing ones at the start of a line (`}`, `];`,
 * `}: Props) {`), up to the next line that starts something else.
 */
function definitionIn(fileText: string, name: string): string {
  const lines = fileText.split('\n');
  const first = lines.findIndex((line) => declares(line, name));
  if (first < 0) throw new Error(`No declaration of ${name} in the story file.`);
  let last = first;
  for (let index = first + 1; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line === '') continue;
    if (!/^[\s)\]}]/.test(line)) break;
    last = index;
  }
  return lines.slice(first, last + 1).join('\n');
}

/**
 * Show code for stories that render a component of the story file's own, built from the library's
 * (a form, a table with its data): the declarations it `uses` (its data, its props' type), its
 * definition, then the story's element.
 */
export function withDefinitionOf(fileText: string, name: string, uses: readonly string[] = []) {
  const definitions = [...uses, name].map((declared) => definitionIn(fileText, declared));
  const shown = definitions.join('\n\n');
  return { docs: { source: { transform: (code: string) => `${shown}\n\n${code}` } } };
}

// The text of the story files whose Show code includes a component of their own. Read here: a glob
// leaves out the file it is written in, and a story file importing itself is a cycle of imports.
const storyFileTexts = import.meta.glob<string>(
  [
    '../Layout/Layout.stories.tsx',
    '../Table/Table.stories.tsx',
    '../TagGroup/TagGroup.stories.tsx',
    '../forms/FieldRow.stories.tsx',
    '../forms/Form.stories.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** The text of the story file at `path` under src/ (one of those listed above). */
export function storyFileText(path: string): string {
  const text = storyFileTexts[`../${path}`];
  if (text === undefined) throw new Error(`${path} is not among the story files read as text.`);
  return text;
}
