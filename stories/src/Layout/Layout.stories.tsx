import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import {
  Box,
  Card,
  Column,
  Columns,
  Container,
  Inline,
  Stack,
  Text,
  Tiles,
} from '@hci/design-system';
import { withDefinitionOf, storyFileText } from '../docs/shownCode';

const fileText = storyFileText('Layout/Layout.stories.tsx');

function Placeholder({ children }: { children: ReactNode }) {
  return (
    <Box background="brandSoft" color="brand" padding="small" borderRadius="medium">
      <Text as="span" tone="brand" weight="medium">
        {children}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Library/Foundations/Layout',
  component: Stack,
  parameters: withDefinitionOf(fileText, 'Placeholder'),
  args: { space: 'medium', children: null },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StackStory: Story = {
  name: 'Stack',
  render: () => (
    <Stack space="small">
      <Placeholder>First</Placeholder>
      <Placeholder>Second</Placeholder>
      <Placeholder>Third</Placeholder>
    </Stack>
  ),
};

export const InlineStory: Story = {
  name: 'Inline',
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Inline space="xsmall">
        {['Nutrition', 'Sleep', 'Movement', 'Stress', 'Habits', 'Mindset'].map((topic) => (
          <Placeholder key={topic}>{topic}</Placeholder>
        ))}
      </Inline>
    </div>
  ),
};

export const ColumnsStory: Story = {
  name: 'Columns',
  render: () => (
    <Columns space="medium" collapseBelow="tablet">
      <Column width="2/3">
        <Placeholder>Main (2/3)</Placeholder>
      </Column>
      <Column>
        <Placeholder>Aside</Placeholder>
      </Column>
    </Columns>
  ),
};

export const ColumnsCollapsedOnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: ColumnsStory.render,
  play: async ({ canvas }) => {
    const [main, aside] = [canvas.getByText('Main (2/3)'), canvas.getByText('Aside')];
    await expect(aside.getBoundingClientRect().top).toBeGreaterThan(
      main.getBoundingClientRect().bottom,
    );
  },
};

export const TilesStory: Story = {
  name: 'Tiles',
  // Three columns from the desktop breakpoint up; the play checks the first row.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <Tiles space="medium" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
      {['Nutrition basics', 'Sleep science', 'Coaching skills', 'Business basics'].map((title) => (
        <Card key={title}>
          <Text weight="strong">{title}</Text>
        </Card>
      ))}
    </Tiles>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByText(/basics|science/);
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};

export const ContainerStory: Story = {
  name: 'Container',
  render: () => (
    <Container width="narrow">
      <Placeholder>Narrow container: forms and reading</Placeholder>
    </Container>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: TilesStory.render };
