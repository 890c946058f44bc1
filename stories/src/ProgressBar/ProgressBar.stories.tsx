import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatProgress, ProgressBar } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';

const meta = {
  title: 'Library/Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Course progress', value: 45 },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The figure the component shows, spaced as toHaveTextContent reads it: it collapses the no-break
 * space some locales put before the % sign to a plain one.
 */
const percent = (points: number, locale: string) =>
  formatProgress(points, locale).replace(/\s/g, ' ');

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const { intl } = await storyText(globals);
    await expect(
      canvas.getByRole('progressbar', { name: say('Course progress') }),
    ).toHaveTextContent(percent(45, intl.locale));
  },
};

/** 14 of 36 modules: 38.888…% reads in whole points, 39%; the fill reaches exactly that. */
export const ModulesOfACourse: Story = {
  args: { label: 'Modules completed', value: 14, maxValue: 36 },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const { intl } = await storyText(globals);
    const bar = canvas.getByRole('progressbar', { name: say('Modules completed') });
    await expect(bar).toHaveTextContent(percent(39, intl.locale));
    await expect(bar.querySelector<HTMLElement>('[style]')?.style.inlineSize).toBe('39%');
  },
};

export const ValueInWords: Story = {
  args: { label: 'Lessons completed', value: 3, maxValue: 8, valueLabel: '3 of 8 lessons' },
};

/** Loading: the amount of work is not known yet. */
export const Indeterminate: Story = {
  args: { label: 'Preparing your certificate', isIndeterminate: true },
  // The moving fill never settles, so there is nothing stable to compare.
  parameters: { screenshot: false },
};

export const LongText: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  args: {
    label: 'Health Coach Certification Program, spring cohort: modules completed',
    value: 80,
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { label: 'Progreso del curso', value: 45 },
};

export const Dark: Story = { globals: { theme: 'dark' } };
