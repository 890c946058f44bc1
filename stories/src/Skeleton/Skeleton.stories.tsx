import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card, Inline, LoadingRegion, Skeleton, Stack } from '@hci/design-system';

const meta = {
  title: 'Library/Components/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};

export const Shapes: Story = {
  render: () => (
    <Inline space="medium">
      <Skeleton shape="circle" width="48px" />
      <Skeleton shape="block" width="160px" height="90px" />
      <div style={{ width: 200 }}>
        <Skeleton shape="heading" width="80%" />
        <Skeleton />
        <Skeleton width="60%" />
      </div>
    </Inline>
  ),
};

const loadingCard = () => (
  <LoadingRegion label="Loading courses…">
    <Card>
      <Stack space="small">
        <Skeleton shape="block" height="120px" />
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </Stack>
    </Card>
  </LoadingRegion>
);

export const LoadingPage: Story = {
  render: loadingCard,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading courses…');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <LoadingRegion>
      <Skeleton />
    </LoadingRegion>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: loadingCard };
