import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorHandler } from '@hci/api-schema/msw';
import { toast } from '@hci/design-system';
import {
  answers,
  appStoryMeta,
  findOpenDialog,
  patiently,
  type AppStoryArgs,
  type AppStoryParameters,
} from '../appStory';
import { portalApp } from './portalStory';

/** Paying, saving cards and deciding on transfers: the dialogs in each of their states. */
const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Payments',
  args: { path: '/settings/payment-information' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const pastDue: AppStoryParameters = { financialStatus: 'PAST_DUE' };
const information = { parameters: pastDue };
const methods = { args: { path: '/settings/payment-method' } };

/** Opens the pay dialog once the button is enabled (when the saved cards have arrived). */
async function openPay(canvas: ReturnType<typeof within>, name = 'Make a payment') {
  const open = await canvas.findByRole('button', { name });
  await waitFor(() => expect(open).toBeEnabled(), patiently);
  await userEvent.click(open);
  return screen.findByRole('dialog', {}, patiently);
}

export const PastDueDark: Story = {
  ...information,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/is 16 days overdue/)).toBeVisible();
    await expect(await canvas.findByRole('switch', { name: 'Auto-pay' })).toBeChecked();
  },
};

export const PastDueSpanish: Story = {
  ...information,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Traslados pendientes' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/^Total pagado: /)).toBeVisible();
  },
};

export const PayChoose: Story = {
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvas }) => {
    const dialog = await openPay(canvas);
    await expect(within(dialog).getByRole('radio', { name: /The amount due/ })).toBeChecked();
  },
};

export const PayAmountInvalid: Story = {
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvas }) => {
    const dialog = await openPay(canvas);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Another amount' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
  },
};

export const PayConfirm: Story = {
  globals: { theme: 'dark' },
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvas }) => {
    const dialog = await openPay(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    await expect(await screen.findByRole('button', { name: 'Pay $289.00' })).toBeInTheDocument();
  },
};

export const PayAccepted: Story = {
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvas }) => {
    const dialog = await openPay(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay $289.00' }));
    await expect(await screen.findByText(/was accepted/, {}, patiently)).toBeVisible();
    // The "submitted" toast closes 5 s after the payment was sent, so whether it still shows
    // when the picture is taken would depend on the machine's speed: the picture is of the
    // dialog alone, centred again once the toast has given its room back.
    toast.clear();
    await waitFor(() => expect(screen.queryByText(/has been submitted/)).toBeNull());
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue('--hci-toast-space')).toBe(''),
    );
    // The pressed button is gone: focus comes back into the dialog a frame later, and the
    // picture is of that settled dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // The focus ring grows in with a transition: the picture waits until it has.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
  },
};

/** The card is refused: the dialog stays on the confirmation with the reason, and nothing is paid. */
const declined = {
  parameters: {
    ...pastDue,
    ...answers(
      errorHandler('/students/{studentId}/payment_plans/{paymentPlanId}/payments', {
        method: 'post',
        status: 402,
        key: 'failedPay',
      }),
    ),
    screenshot: 'viewport',
  },
} satisfies Story;

export const PayDeclined: Story = {
  ...declined,
  play: async ({ canvas }) => {
    const dialog = await openPay(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review payment' }));
    const pay = await screen.findByRole('button', { name: 'Pay $289.00' });
    await userEvent.click(pay);
    // The reason fades in: visible once its entrance has run, however busy the machine.
    await waitFor(
      () => expect(screen.getByText('The payment could not be made.')).toBeVisible(),
      patiently,
    );
    await expect(pay).toBeEnabled();
    // The screenshot shows the button at rest, not under the pointer that pressed it.
    await userEvent.unhover(pay);
  },
};

export const PayDeclinedSpanish: Story = {
  ...declined,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const dialog = await openPay(canvas, 'Hacer un pago');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar el pago' }));
    const pay = await screen.findByRole('button', { name: /^Pagar / });
    await userEvent.click(pay);
    // The reason fades in: visible once its entrance has run, however busy the machine.
    await waitFor(
      () => expect(screen.getByText('No se pudo realizar el pago.')).toBeVisible(),
      patiently,
    );
    await expect(pay).toBeEnabled();
    await userEvent.unhover(pay);
  },
};

export const PayConfirmSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvas }) => {
    const dialog = await openPay(canvas, 'Hacer un pago');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar el pago' }));
    await expect(await screen.findByRole('button', { name: /^Pagar / })).toBeInTheDocument();
  },
};

export const TransferCompare: Story = {
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Review transfer to/ }));
    // The transfer dialog's code loads on first use.
    await expect(
      await screen.findByRole(
        'table',
        { name: 'Your current schedule and the new one' },
        patiently,
      ),
    ).toBeInTheDocument();
  },
};

export const TransferDecideSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Revisar el traslado a/ }));
    const dialog = await screen.findByRole('dialog', {}, patiently);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    await expect(
      await screen.findByRole('button', { name: 'Aceptar las nuevas condiciones' }),
    ).toBeInTheDocument();
  },
};

export const MethodsDark: Story = {
  ...methods,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Visa ending in 4242' })).toBeVisible();
  },
};

export const MethodsSpanish: Story = {
  ...methods,
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Agregar una tarjeta' })).toBeVisible();
  },
};

export const AddCard: Story = {
  ...methods,
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a card' }));
    await expect(await screen.findByRole('dialog', { name: 'Add a card' })).toBeInTheDocument();
  },
};

export const EditCard: Story = {
  ...methods,
  globals: { theme: 'dark' },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Mastercard ending in 5454' }),
    );
    // Its code loads on first use: the picture waits for the dialog to be open and faded in.
    const dialog = await findOpenDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName('Edit Mastercard ending in 5454');
  },
};

export const DeleteCard: Story = {
  ...methods,
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Mastercard ending in 5454' }),
    );
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};
