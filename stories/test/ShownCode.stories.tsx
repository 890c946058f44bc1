// "Show code" of every library story pastes into a consumer's code: it compiles there, type-checked
// against the library's published types (test/compileShownCode.ts), so it names only what the
// library, React and TanStack Query export or what it declares itself (never a story-only wrapper
// or the story's data); it renders there as a component without throwing (renderShownCode.tsx);
// it has no empty callback standing in for real code (`footer={() => {}}`), and is not empty or
// the story's test code.
// Shown code is worked out as Storybook does (addon-docs' jsxDecorator): the story's
// `docs.source.code`, else for a story whose render takes args its undecorated element as JSX
// (through `docs.source.transform` when given), else the story's own source, which is its test
// code and counts as a failure. Runs under Vitest only, like the other stories in test/.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { commands } from 'vitest/browser';
import { renderProblem } from './renderShownCode';
import { libraryStories, shownCode, shownCodeProblems } from './shownCode';

const meta = {
  title: 'Tests/Shown code',
  tags: ['!dev', '!autodocs'],
  render: () => <></>,
  // Nothing to see: the check reads the stories' modules.
  parameters: { screenshot: false, a11y: { test: 'off' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TheCheckCatchesWhatDoesNotPaste: Story = {
  play: async () => {
    const [renders, throws] = await commands.transpileShownCode([
      { name: 'Renders', code: '<Button>Save</Button>' },
      { name: 'Throws', code: '<Text>{new Date(0) as never}</Text>' },
    ]);
    await expect(await renderProblem(renders!)).toBeUndefined();
    await expect(await renderProblem(throws!)).toMatch(/Objects are not valid as a React child/);
    await expect(
      await commands.compileShownCode([
        {
          name: 'Fine',
          code: 'const [on, setOn] = useState(false);\n\n<Switch isSelected={on} onChange={setOn}>Auto-pay</Switch>',
        },
        {
          name: 'Data',
          code: '<Text>{greeting}</Text>',
        },
        { name: 'Prop', code: '<Button variant="loud">Save</Button>' },
      ]),
    ).toEqual([
      expect.stringMatching(/^Data: Cannot find name 'greeting'/),
      expect.stringMatching(/^Prop: Type '"loud"' is not assignable/),
    ]);
    await expect(shownCodeProblems('')).toEqual(['shows no JSX']);
    await expect(shownCodeProblems('<Controlled label="Date" />')).toEqual([
      '<Controlled> is not exported by @hci/design-system or React',
    ]);
    await expect(shownCodeProblems('<Dialog footer={() => {}} />')).toEqual([
      'footer={() => {}} has lost what it renders',
    ]);
    await expect(shownCodeProblems('<Button onPress={() => {}}>Save</Button>')).toEqual([]);
    await expect(shownCodeProblems('<ToastRegion />')).toEqual([]);
  },
};

/** Every library story's shown code, named `<title> <story>`. */
const librarySnippets = async () =>
  (await libraryStories()).map(({ name, meta, story }) => ({ name, code: shownCode(meta, story) }));

export const EveryLibraryStoryPastes: Story = {
  play: async () => {
    const snippets = await librarySnippets();
    await expect(snippets.length).toBeGreaterThan(200);
    await expect(
      snippets.flatMap(({ name, code }) =>
        shownCodeProblems(code).map((problem) => `${name}: ${problem}`),
      ),
    ).toEqual([]);
    await expect(await commands.compileShownCode(snippets)).toEqual([]);
  },
};

export const EveryLibraryStoryRenders: Story = {
  play: async () => {
    const snippets = await librarySnippets();
    const modules = await commands.transpileShownCode(snippets);
    const failures: string[] = [];
    for (const [index, javascript] of modules.entries()) {
      const problem = await renderProblem(javascript);
      if (problem) failures.push(`${snippets[index]!.name}: ${problem}`);
    }
    await expect(failures).toEqual([]);
  },
};
