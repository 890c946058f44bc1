import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, DialogTrigger } from '@hci/design-system';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';
import { expectThemedSurface } from '../themedSurface';

const meta = {
  title: 'Library/Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    screenshot: 'viewport',
  },
  args: {
    title: 'Delete this payment method?',
    children: 'Visa ending 4242 will be removed from your account.',
    confirmLabel: 'Delete payment method',
    tone: 'critical',
    onConfirm: fn(),
  },
  render: (args, { globals }) => (
    <DialogTrigger>
      <Button variant="critical">{globals.locale === 'es' ? 'Eliminar' : 'Delete'}</Button>
      <ConfirmDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Delete|Eliminar)$/ }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
  // Done fading in means shown: the entering animation may not have started when it mounts.
  await waitFor(() => {
    expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull();
    expect(dialog).toBeVisible();
  });
  return dialog;
}

export const Critical: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const say = argText(globals);
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName(say('Delete this payment method?'));
    await userEvent.click(
      within(dialog).getByRole('button', { name: say('Delete payment method') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Brand: Story = {
  args: {
    tone: 'brand',
    title: 'Submit your application?',
    children: 'You can no longer change your answers after you submit.',
    confirmLabel: 'Submit application',
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

/** The action is running: the confirm button shows progress and Cancel is disabled. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, globals }) => {
    const text = await storyText(globals);
    const say = argText(globals);
    const dialog = await open(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: say('Delete payment method') }),
    );
    await expect(
      within(dialog).getByRole('button', { name: text('ds.confirmDialog.cancel') }),
    ).toBeDisabled();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: '¿Eliminar este método de pago?',
    children: 'La Visa terminada en 4242 se quitará de tu cuenta.',
    confirmLabel: 'Eliminar método de pago',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, globals }) => {
    await expectThemedSurface(await open(canvasElement), globals);
  },
};
