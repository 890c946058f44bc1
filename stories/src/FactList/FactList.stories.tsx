import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, FactList } from '@hci/design-system';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Library/Components/FactList',
  component: FactList,
  args: {
    facts: [
      { label: 'Installment amount', value: '$ 250.00' },
      { label: 'Number of installments', value: '12' },
      { label: 'Deposit', value: '$ 500.00' },
      { label: 'Interest rate', value: '0.00%' },
      { label: 'Total owed', value: '$ 3,500.00' },
    ],
  },
} satisfies Meta<typeof FactList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlanTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    await expect(canvas.getAllByRole('definition')[4]).toHaveTextContent('$ 3,500.00');
  },
};

export const WithBadge: Story = {
  args: {
    facts: [
      { label: 'Financial status', value: <Badge tone="caution">Past due</Badge> },
      { label: 'Auto-pay', value: 'On' },
    ],
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    facts: [
      { label: 'Monto de la cuota', value: '$ 250.00' },
      { label: 'Número de cuotas', value: '12' },
    ],
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
