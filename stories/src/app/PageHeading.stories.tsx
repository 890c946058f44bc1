import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppName, PageHeading } from '@hci/app-frame';
import { expect, waitFor } from 'storybook/test';
import { storyText } from '../storyText';

const meta = {
  title: 'Apps/Frame/PageHeading',
  component: PageHeading,
  args: { children: 'Your services and products' },
  decorators: [
    (Story) => (
      <AppName name="Coach">
        <Story />
      </AppName>
    ),
  ],
} satisfies Meta<typeof PageHeading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const text = await storyText(globals);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    // The heading is the story's own text; the title joins it to the app's name.
    await waitFor(() =>
      expect(document.title).toBe(
        text('frame.app.documentTitle', { page: String(args.children), appName: 'Coach' }),
      ),
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
