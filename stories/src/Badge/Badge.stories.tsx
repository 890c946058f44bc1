import type { Meta, StoryObj } from '@storybook/react-vite';
import { AwardIcon, Badge, Inline } from '@hci/design-system';

const meta = {
  title: 'Library/Components/Badge',
  component: Badge,
  args: { children: 'Draft' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

const tones = () => (
  <Inline space="xsmall">
    <Badge>Draft</Badge>
    <Badge tone="brand">Enrolled</Badge>
    <Badge tone="positive">Paid</Badge>
    <Badge tone="critical">Overdue</Badge>
    <Badge tone="caution">Due soon</Badge>
    <Badge tone="info">New</Badge>
    <Badge tone="accent" icon={<AwardIcon size="small" />}>
      Certified
    </Badge>
  </Inline>
);

export const Tones: Story = { render: tones };

export const LongText: Story = {
  args: { tone: 'info', children: 'Waiting for admissions review' },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  render: () => (
    <Inline space="xsmall">
      <Badge tone="positive">Pagado</Badge>
      <Badge tone="critical">Vencido</Badge>
    </Inline>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, render: tones };
