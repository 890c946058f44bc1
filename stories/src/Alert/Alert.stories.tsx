import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert, Stack, Text } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';

const meta = {
  title: 'Library/Components/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'New lessons every Monday',
    children: <Text>Module 3 opens on March 2.</Text>,
  },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(canvas.getByRole('img', { name: text('ds.alert.tone.info') })).toBeInTheDocument();
  },
};

export const Positive: Story = {
  args: {
    tone: 'positive',
    title: 'Application submitted',
    children: <Text>We will reply within 48 hours.</Text>,
  },
};

export const Caution: Story = {
  args: {
    tone: 'caution',
    title: 'Payment due soon',
    children: <Text>Your next instalment is due in 3 days.</Text>,
  },
};

export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Your payment did not go through',
    children: <Text>Check the card details or use another payment method.</Text>,
  },
};

export const Announced: Story = {
  args: {
    tone: 'critical',
    announce: true,
    title: 'Your payment did not go through',
    children: undefined,
  },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      say('Your payment did not go through'),
    );
  },
};

export const LongText: Story = {
  args: {
    tone: 'caution',
    title: 'Transfers after the first one have a fee',
    children: (
      <Text>
        Your first transfer to another coaching circle is free. Future transfers have a fee of up to
        $300, and an advisor will reply within 1–2 business days to confirm the new schedule.
      </Text>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    tone: 'positive',
    title: 'Solicitud enviada',
    children: <Text>Te responderemos en 48 horas.</Text>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Éxito' })).toBeInTheDocument();
  },
};

const allTones = () => (
  <Stack space="small">
    <Alert tone="info" title="Information" />
    <Alert tone="positive" title="Success" />
    <Alert tone="caution" title="Warning" />
    <Alert tone="critical" title="Error" />
  </Stack>
);

export const Dark: Story = { globals: { theme: 'dark' }, render: allTones };
