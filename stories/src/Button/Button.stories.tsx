import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, CheckIcon, Inline, Stack } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';

const meta = {
  title: 'Library/Components/Button',
  component: Button,
  args: { children: 'Save changes', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'critical'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, globals }) => {
    const say = argText(globals);
    await userEvent.click(canvas.getByRole('button', { name: say('Save changes') }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Skip for now' } };

export const Critical: Story = { args: { variant: 'critical', children: 'Delete payment method' } };

export const WithIcon: Story = { args: { icon: <CheckIcon />, children: 'Mark attendance' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Continue to payment' } };

export const Hovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button'));
  },
};

export const FocusVisible: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Pay now' },
  play: async ({ args, canvas, globals }) => {
    const text = await storyText(globals);
    const say = argText(globals);
    const button = canvas.getByRole('button', { name: say('Pay now') });
    await expect(
      within(button).getByRole('progressbar', { name: text('ds.button.pending') }),
    ).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    children: 'Submit my application for the Health Coach Certification Program, spring cohort',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: { isPending: true, children: 'Guardar cambios' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Procesando' })).toBeInTheDocument();
  },
};

const AllVariants = () => (
  <Stack space="medium">
    <Inline space="small">
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="tertiary">Tertiary</Button>
      <Button variant="critical">Critical</Button>
    </Inline>
    <Inline space="small">
      <Button isDisabled>Disabled</Button>
      <Button isPending>Pending</Button>
    </Inline>
  </Stack>
);

export const AllVariantsLight: Story = { render: AllVariants };

export const AllVariantsDark: Story = { globals: { theme: 'dark' }, render: AllVariants };
