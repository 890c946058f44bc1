import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stepper } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';

const enrollment = [
  { id: 'course', label: 'Course or class' },
  { id: 'personal', label: 'Personal info' },
  { id: 'plan', label: 'Payment plan' },
  { id: 'agreement', label: 'Agreement signing' },
  { id: 'method', label: 'Payment method' },
  { id: 'submit', label: 'Submit' },
];

const meta = {
  title: 'Library/Components/Stepper',
  component: Stepper,
  args: { 'aria-label': 'Enrollment steps', steps: enrollment, currentStepId: 'plan' },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    const current = canvas
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent(say('Payment plan'));
    await expect(canvas.getByRole('list', { name: say('Enrollment steps') })).toBeVisible();
  },
};

export const FirstStep: Story = { args: { currentStepId: 'course' } };

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals);
    await expect(
      canvas.getByText(text('ds.stepper.summary', { current: 3, total: 6 })),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    'aria-label': 'Pasos de la inscripción',
    steps: [
      { id: 'course', label: 'Curso' },
      { id: 'personal', label: 'Datos personales' },
      { id: 'plan', label: 'Plan de pago' },
    ],
    currentStepId: 'personal',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Curso, completado');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
