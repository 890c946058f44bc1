// Every library story's args that are text (a label, a title, an error message) have their
// Spanish in the stories' catalogue, so the toolbar's Spanish leaves no English word behind. A story
// that pins its language writes its texts in that language and is left out. Runs under Vitest only,
// like the other stories in test/.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { argsInLocale, textsMissingIn, translatedLocales } from '../src/storyArgs';
import { libraryStories } from './shownCode';

const meta = {
  title: 'Tests/Story texts',
  tags: ['!dev', '!autodocs'],
  render: () => <></>,
  // Nothing to see: the check reads the stories' modules.
  parameters: { screenshot: false, a11y: { test: 'off' } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const pinnedLocale = (annotations: object) =>
  (annotations as { globals?: { locale?: string } }).globals?.locale;

export const TheCatalogueTranslatesTextAtAnyDepth: Story = {
  play: async () => {
    const args = { label: 'Cancel', items: [{ id: 'a', name: 'Ana Ruiz' }], tone: 'critical' };
    await expect(argsInLocale(args, { locale: 'es' })).toEqual({
      label: 'Cancelar',
      items: [{ id: 'a', name: 'Ana Ruiz' }],
      tone: 'critical',
    });
    await expect(argsInLocale(args, { locale: 'en-US' })).toBe(args);
    await expect(textsMissingIn('es', { title: 'A text nobody wrote down', id: 'x' })).toEqual([
      'A text nobody wrote down',
    ]);
  },
};

export const EveryLibraryStoryTextIsTranslated: Story = {
  play: async () => {
    const missing = new Set<string>();
    const checked = (await libraryStories()).filter(
      ({ meta, story }) => !pinnedLocale(meta) && !pinnedLocale(story),
    );
    for (const { meta, story } of checked)
      for (const locale of translatedLocales)
        for (const text of textsMissingIn(locale, { ...meta.args, ...story.args }))
          missing.add(`${locale}: ${text}`);
    await expect(checked.length).toBeGreaterThan(200);
    await expect([...missing]).toEqual([]);
  },
};
