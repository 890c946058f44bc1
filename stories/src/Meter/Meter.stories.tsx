import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatProgress, Meter, Stack } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';

const meta = {
  title: 'Library/Components/Meter',
  component: Meter,
  args: { label: 'Seats taken', value: 18, maxValue: 24 },
} satisfies Meta<typeof Meter>;
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
    const { intl } = await storyText(globals);
    const say = argText(globals);
    await expect(canvas.getByRole('meter', { name: say('Seats taken') })).toHaveTextContent(
      percent(75, intl.locale),
    );
  },
};

const Tones = () => (
  <Stack space="medium">
    <Meter label="Brand" value={40} />
    <Meter label="Positive" value={60} tone="positive" />
    <Meter label="Caution" value={80} tone="caution" />
    <Meter label="Critical" value={95} tone="critical" />
  </Stack>
);

export const AllTones: Story = { render: Tones };

export const Spanish: Story = { globals: { locale: 'es' }, args: { label: 'Plazas ocupadas' } };

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones };
