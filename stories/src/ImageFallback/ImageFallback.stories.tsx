import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import {
  AwardIcon,
  BookIcon,
  CalendarIcon,
  Image,
  ImageFallback,
  imageFallbackTones,
  type ImageFallbackTone,
  PackageIcon,
  Tiles,
} from '@hci/design-system';

const meta = {
  title: 'Library/Components/ImageFallback',
  component: ImageFallback,
  args: { tone: 'brand', icon: <BookIcon /> },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  // The fallback fills its frame: shown in a card-sized picture frame with no picture.
  render: (args) => <Image alt="" aspectRatio={16 / 9} fallback={<ImageFallback {...args} />} />,
} satisfies Meta<typeof ImageFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg')!;
    // Grown with the frame, not the size of an icon in a line of text.
    await expect(icon.getBoundingClientRect().height).toBeGreaterThan(24);
  },
};

const iconOf = {
  brand: <BookIcon />,
  info: <PackageIcon />,
  accent: <AwardIcon />,
  positive: <CalendarIcon />,
  neutral: <BookIcon />,
} satisfies Record<ImageFallbackTone, ReactNode>;

const AllTones = () => (
  <Tiles columns={{ mobile: 2 }} space="small">
    {imageFallbackTones.map((tone) => (
      <Image
        key={tone}
        alt=""
        aspectRatio={16 / 9}
        fallback={<ImageFallback tone={tone} icon={iconOf[tone]} />}
      />
    ))}
  </Tiles>
);

export const Tones: Story = { render: AllTones };

export const Dark: Story = { globals: { theme: 'dark' }, render: AllTones };

/** A square frame (an award) and a wide one (a banner): the icon keeps to the frame's height. */
export const Shapes: Story = {
  render: () => (
    <Tiles columns={{ mobile: 2 }} space="small">
      <Image
        alt=""
        aspectRatio={1}
        fallback={<ImageFallback tone="accent" icon={<AwardIcon />} />}
      />
      <Image
        alt=""
        aspectRatio={3}
        fallback={<ImageFallback tone="info" icon={<PackageIcon />} />}
      />
    </Tiles>
  ),
};
