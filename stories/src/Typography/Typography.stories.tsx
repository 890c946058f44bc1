import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Stack, Text } from '@hci/design-system';

const meta = {
  title: 'Library/Foundations/Typography',
  component: Text,
  args: { children: 'Lessons open every Monday. Work through them at your own pace.' },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack space="xsmall">
      <Text>Primary text for reading</Text>
      <Text tone="secondary">Secondary text for help and metadata</Text>
      <Text tone="brand">Brand text</Text>
      <Text tone="positive">Payment received</Text>
      <Text tone="critical">Payment failed</Text>
      <Text tone="caution">Payment due in 3 days</Text>
      <Text tone="info">New lessons every Monday</Text>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack space="xsmall">
      <Text size="large">Large 20/28</Text>
      <Text>Standard 16/24</Text>
      <Text size="small">Small 14/20</Text>
      <Text size="xsmall">Extra small 12/16</Text>
    </Stack>
  ),
};

export const Headings: Story = {
  render: () => (
    <Stack space="medium">
      <Heading level={1}>Your courses</Heading>
      <Heading level={2}>Health Coach Certification</Heading>
      <Heading level={3}>Module 2: Nutrition basics</Heading>
      <Heading level={4}>Lesson 4: Hydration</Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading').map((heading) => heading.tagName)).toEqual([
      'H1',
      'H2',
      'H3',
      'H4',
    ]);
  },
};

export const TabularNumbers: Story = {
  render: () => (
    <Stack space="none" align="right">
      <Text tabularNumbers>$ 1,111.11</Text>
      <Text tabularNumbers>$ 988.00</Text>
    </Stack>
  ),
};

export const LongTextTruncated: Story = {
  args: {
    truncate: true,
    children:
      'Advanced motivational interviewing techniques for supporting clients through lasting behaviour change',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <Stack space="small">
      <Heading level={2}>Certificación de coach de salud</Heading>
      <Text>Las lecciones se abren cada lunes. Avanza a tu propio ritmo, sin prisa.</Text>
    </Stack>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render };
