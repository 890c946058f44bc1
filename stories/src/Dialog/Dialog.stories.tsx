import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, Text } from '@hci/design-system';
import { elementSource, expression, sourceFrom } from '../docs/shownCode';
import { argText } from '../storyArgs';
import { storyText } from '../storyText';
import { expectThemedSurface } from '../themedSurface';

const footer = `(close) => (
  <>
    <Button variant="secondary" onPress={close}>
      Cancel
    </Button>
    <Button onPress={close}>Save</Button>
  </>
)`;

const meta = {
  title: 'Library/Components/Dialog',
  component: Dialog,
  // The dialog is a modal in a portal, over the whole viewport. Show code prints the trigger and
  // the footer's buttons, which the story's render adds around its args.
  parameters: {
    screenshot: 'viewport',
    ...sourceFrom(({ children, ...args }: ComponentProps<typeof Dialog>) =>
      [
        '<DialogTrigger>',
        '  <Button variant="secondary">Edit profile</Button>',
        elementSource(
          'Dialog',
          { ...args, footer: expression(footer) },
          children as ReactNode,
          '  ',
        ),
        '</DialogTrigger>',
      ].join('\n'),
    ),
  },
  args: {
    title: 'Edit your public profile',
    children: <Text>Coaches and clients see this introduction on your profile page.</Text>,
  },
  render: (args, { globals }) => {
    const spanish = globals.locale === 'es';
    return (
      <DialogTrigger>
        <Button variant="secondary">{triggerLabel(globals)}</Button>
        <Dialog
          {...args}
          footer={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                {spanish ? 'Cancelar' : 'Cancel'}
              </Button>
              <Button onPress={close}>{spanish ? 'Guardar' : 'Save'}</Button>
            </>
          )}
        />
      </DialogTrigger>
    );
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's own copy on the button that opens the dialog, in the story's language. */
function triggerLabel(globals: Record<string, unknown>) {
  return globals.locale === 'es' ? 'Editar perfil' : 'Edit profile';
}

async function open(canvasElement: HTMLElement, name: RegExp | string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  // The dialog fades in; checks of visibility wait for the entry animation to finish (which may
  // not have started when the dialog mounts).
  await waitFor(() => {
    expect(canvasElement.ownerDocument.querySelector('[data-entering]')).toBeNull();
    expect(dialog).toBeVisible();
  });
  return dialog;
}

export const Closed: Story = {
  parameters: { screenshot: 'canvas' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: triggerLabel(globals) })).toBeVisible();
  },
};

export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = await storyText(globals);
    const say = argText(globals);
    const dialog = await open(canvasElement, triggerLabel(globals));
    await expect(dialog).toHaveAccessibleName(say('Edit your public profile'));
    await expect(
      within(dialog).getByRole('button', { name: text('ds.dialog.close') }),
    ).toBeVisible();
  },
};

export const FocusOnClose: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = await storyText(globals);
    const dialog = await open(canvasElement, triggerLabel(globals));
    await userEvent.tab();
    await expect(
      within(dialog).getByRole('button', { name: text('ds.dialog.close') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // Focus returns once the exit animation has run.
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: triggerLabel(globals) }),
      ).toHaveFocus(),
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'Before you transfer to a new schedule: what happens to your payments and sessions',
    children: (
      <Text>
        Your remaining instalments move to the new schedule. The first transfer is free; later
        transfers carry a fee of up to $300. Sessions you already attended stay on your record, and
        an advisor replies within 1–2 business days if anything needs checking.
      </Text>
    ),
  },
  play: async ({ canvasElement, globals }) => {
    await open(canvasElement, triggerLabel(globals));
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  args: {
    title: 'Editar tu perfil público',
    children: <Text>Los coaches y clientes ven esta presentación en tu perfil.</Text>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Editar perfil');
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement, globals }) => {
    await expectThemedSurface(await open(canvasElement, triggerLabel(globals)), globals);
  },
};
