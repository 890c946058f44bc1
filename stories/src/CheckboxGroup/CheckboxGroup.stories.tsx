import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, CheckboxGroup } from '@hci/design-system';
import { argText } from '../storyArgs';

const meta = {
  title: 'Library/Components/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Channels',
    description: 'How we may contact you.',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="email">Email</Checkbox>
        <Checkbox value="sms">Text message</Checkbox>
        <Checkbox value="inbox">Inbox</Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const say = argText(globals);
    await userEvent.click(canvas.getByRole('checkbox', { name: say('Inbox') }));
    await expect(args.onChange).toHaveBeenCalledWith(['inbox']);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['email'] } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose at least one channel.' },
  play: async ({ canvas, globals }) => {
    const say = argText(globals);
    await expect(canvas.getByRole('group', { name: say('Channels') })).toHaveAccessibleDescription(
      `${say('How we may contact you.')} ${say('Choose at least one channel.')}`,
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    label: 'Canales',
    description: 'Cómo podemos contactarte.',
    children: (
      <>
        <Checkbox value="email">Correo electrónico</Checkbox>
        <Checkbox value="sms">Mensaje de texto</Checkbox>
      </>
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: ['sms'] } };
