// How Storybook's "Show code" is worked out for a story (addon-docs' jsxDecorator), and what makes
// it fail to paste into a consumer's code (ShownCode.stories.tsx).
import { createElement, type ComponentType, type ReactElement } from 'react';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import * as designSystem from '@hci/design-system';
import preview from '../.storybook/preview';
import { jsxSource } from '../src/docs/shownCode';

export interface Annotations {
  title?: string;
  component?: ComponentType<never>;
  args?: Record<string, unknown>;
  render?: (args: Record<string, unknown>, context: object) => ReactElement;
  parameters?: {
    docs?: { source?: { code?: string; type?: string; transform?: SourceTransform } };
  };
}
type SourceTransform = (code: string, context: object) => string;

const storyFiles = import.meta.glob<Record<string, Annotations>>([
  '../src/**/*.stories.tsx',
  '!../src/{portal,coach,app,frame,appStory}/**',
]);

/** Every library story with its file's default export, named `<title> <story>`. */
export async function libraryStories() {
  const found: { name: string; meta: Annotations; story: Annotations }[] = [];
  for (const load of Object.values(storyFiles)) {
    const { default: meta, ...stories } = await load();
    if (!meta?.title?.startsWith('Library/')) continue;
    for (const [name, story] of Object.entries(stories))
      if (typeof story === 'object' && story !== null)
        found.push({ name: `${meta.title} ${name}`, meta, story });
  }
  return found;
}

const ownSource = 'the story’s own source';

const knownComponents = new Set([...Object.keys(designSystem), ...Object.keys(React)]);

/**
 * The element a story's render returns, called while React renders, as Storybook calls it: a
 * render may use hooks (a story that holds its own state).
 */
function renderedByStorybook(render: () => ReactElement): ReactElement {
  let element: ReactElement | undefined;
  function Story() {
    element = render();
    return null;
  }
  // Only the render function runs in this detached root: the element it returns is not mounted.
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(createElement(Story)));
  root.unmount();
  return element!;
}

/** What "Show code" shows for `story` of the file whose default export is `meta`. */
export function shownCode(meta: Annotations, story: Annotations): string {
  const source = {
    ...(preview.parameters as Annotations['parameters'])?.docs?.source,
    ...meta.parameters?.docs?.source,
    ...story.parameters?.docs?.source,
  };
  if (source.code !== undefined) return source.code;
  const render = story.render ?? meta.render;
  // Storybook prints the story's own source, test code and all, when its render takes no args,
  // unless told to print what it renders.
  if (render && render.length === 0 && source.type !== 'dynamic') return ownSource;
  const args = { ...meta.args, ...story.args };
  const context = { args, globals: { locale: 'en-US', theme: 'light' }, parameters: {} };
  const element = render
    ? renderedByStorybook(() => render(args, context))
    : createElement(meta.component as ComponentType<Record<string, unknown>>, args);
  const code = jsxSource(element);
  return source.transform ? source.transform(code, { ...context, originalStoryFn: render }) : code;
}

/** Why `code` would not paste into a consumer's code, if it would not. */
export function shownCodeProblems(code: string): string[] {
  const tags = [...code.matchAll(/(?<![\w$.)\]])<([A-Z][\w$]*)/g)].map(([, name]) => name!);
  // A component the snippet defines itself, from the library's (a form, a table with its data).
  const defined = new Set(
    [...code.matchAll(/\bfunction ([A-Z][\w$]*)\(/g)].map(([, name]) => name!),
  );
  return [
    ...(code === ownSource ? ['shows the story’s own source, its test code'] : []),
    ...(code !== ownSource && tags.length === 0 && !/<[a-z>]/.test(code) ? ['shows no JSX'] : []),
    ...[...new Set(tags)]
      .filter((name) => !knownComponents.has(name) && !defined.has(name))
      .map((name) => `<${name}> is not exported by @hci/design-system or React`),
    // An event handler left empty is the consumer's to write; any other prop printed as an empty
    // function (a footer, a render prop) has lost what it renders.
    ...(/>\s*\{\(\)\s*=>\s*\{\s*\}\}/.test(code)
      ? ['children={() => {}} has lost what it renders']
      : []),
    ...[...code.matchAll(/\b([\w$]+)=\{\(\)\s*=>\s*\{\s*\}\}/g)]
      .map(([, name]) => name!)
      .filter((name) => !/^on[A-Z]/.test(name))
      .map((name) => `${name}={() => {}} has lost what it renders`),
  ];
}
