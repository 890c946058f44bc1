import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, Image, Inline } from '@hci/design-system';
import { argText } from '../storyArgs';

/** A small inline SVG photo stand-in: stories never fetch images from the network. */
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#6fc2b6"/><circle cx="32" cy="26" r="12" fill="#0a5a53"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#0a5a53"/></svg>',
  );

const meta = {
  title: 'Library/Components/Avatar',
  component: Avatar,
  args: { name: 'Marta Ruiz' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('img', { name: say('Marta Ruiz') })).toHaveTextContent('MR');
  },
};

export const WithPhoto: Story = {
  args: { src: photo },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const avatar = canvas.getByRole('img', { name: say('Marta Ruiz') });
    await waitFor(() => expect(avatar.querySelector('img')?.className).not.toMatch(/loading/));
  },
};

export const BrokenPhoto: Story = {
  args: { src: '/no-such-photo.png' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const avatar = canvas.getByRole('img', { name: say('Marta Ruiz') });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="small">
      <Avatar {...args} size="small" />
      <Avatar {...args} />
      <Avatar {...args} size="large" />
    </Inline>
  ),
};

export const LongName: Story = { args: { name: 'María de los Ángeles Fernández-Castillo' } };

export const Dark: Story = { globals: { theme: 'dark' }, render: Sizes.render };

export const CoverImage: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <Image src={photo} alt="Course cover: a coach with a client" aspectRatio={16 / 9} />
    </div>
  ),
  play: async ({ canvas }) => {
    // Until the photo has loaded a placeholder stands in for it under the same name.
    await waitFor(() =>
      expect(
        canvas.getByRole('img', { name: 'Course cover: a coach with a client' }),
      ).toHaveProperty('tagName', 'IMG'),
    );
  },
};

export const MissingCoverImage: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <Image alt="Course cover" aspectRatio={16 / 9} />
    </div>
  ),
};
