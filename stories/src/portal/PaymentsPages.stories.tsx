import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { errorHandler } from '@hci/mock-api';
import { formatMoney, toast } from '@hci/design-system';
import { settlementMs } from '@hci/rules';
import {
  advanceApiClock,
  answers,
  appStoryMeta,
  findOpenDialog,
  patiently,
  type AppStoryArgs,
  type AppStoryParameters,
} from '../appStory';
import { behindOnPayments } from '@hci/page-harness';
import { containing, storyText } from '../storyText';
import { cardName, matching, portalApp } from './portalStory';

/** Paying, saving cards and deciding on transfers: the dialogs in each of their states. */
const base = appStoryMeta(portalApp);
const meta = {
  ...base,
  title: 'Apps/Portal/Payments',
  args: { path: '/settings/payment-information' },
} satisfies Meta<AppStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

// Installment 3 unpaid, 19 days after it was due.
const pastDue: AppStoryParameters = { arrange: behindOnPayments([3]) };
const information = { parameters: pastDue };
const methods = { args: { path: '/settings/payment-method' } };

/** What the demo plan has due when it is past due, in cents. */
const amountDue = 28900;

// A card's name inside its buttons' hidden text ("Edit<hidden> Mastercard ending in 5454</hidden>").
const hidden = (chunks: string[]) => chunks.join('');

/**
 * Opens the pay dialog once the button is enabled (when the saved cards have arrived), and returns
 * it once it has faded in: until then its contents read as not visible.
 */
async function openPay(canvasElement: HTMLElement, name: string) {
  const open = await within(canvasElement).findByRole('button', { name });
  await waitFor(() => expect(open).toBeEnabled(), patiently);
  await userEvent.click(open);
  return findOpenDialog(canvasElement);
}

export const PastDueDark: Story = {
  ...information,
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByText(
        matching(text, 'portal.paymentInformation.pastDueAlert', { days: 19 }, ['amount']),
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('switch', { name: text('portal.paymentInformation.autoPay') }),
    ).toBeChecked();
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
  play: async ({ canvasElement, globals }) => {
    const text = await storyText(globals, 'portal');
    const dialog = await openPay(canvasElement, text('portal.pay.open'));
    await expect(
      within(dialog).getByRole('radio', {
        name: containing(
          text('portal.pay.kind.INSTALLMENT', { amount: formatMoney(amountDue, text.locale) }),
        ),
      }),
    ).toBeChecked();
  },
};

export const PayAmountInvalid: Story = {
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvasElement, globals }) => {
    const text = await storyText(globals, 'portal');
    const dialog = await openPay(canvasElement, text('portal.pay.open'));
    await userEvent.click(
      within(dialog).getByRole('radio', { name: text('portal.pay.kind.CUSTOM') }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text('portal.pay.review') }));
    await expect(await within(dialog).findByText(text('portal.pay.amountRequired'))).toBeVisible();
  },
};

export const PayConfirm: Story = {
  globals: { theme: 'dark' },
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvasElement, globals }) => {
    const text = await storyText(globals, 'portal');
    const dialog = await openPay(canvasElement, text('portal.pay.open'));
    await userEvent.click(within(dialog).getByRole('button', { name: text('portal.pay.review') }));
    await expect(
      await screen.findByRole('button', {
        name: text('portal.pay.submit', { amount: formatMoney(amountDue, text.locale) }),
      }),
    ).toBeInTheDocument();
  },
};

export const PayAccepted: Story = {
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvasElement, globals }) => {
    const text = await storyText(globals, 'portal');
    const dialog = await openPay(canvasElement, text('portal.pay.open'));
    await userEvent.click(within(dialog).getByRole('button', { name: text('portal.pay.review') }));
    const amount = formatMoney(amountDue, text.locale);
    await userEvent.click(
      await screen.findByRole('button', { name: text('portal.pay.submit', { amount }) }),
    );
    // The charge is processed for a few seconds, then accepted; the dialog asks again meanwhile.
    await expect(
      await screen.findByText(containing(text('portal.pay.inProgress', { amount })), {}, patiently),
    ).toBeVisible();
    advanceApiClock(settlementMs);
    await expect(
      await screen.findByText(containing(text('portal.pay.accepted', { amount })), {}, patiently),
    ).toBeVisible();
    // The "submitted" toast closes 5 s after the payment was sent, so whether it still shows
    // when the picture is taken would depend on the machine's speed: the picture is of the
    // dialog alone, centred again once the toast has given its room back.
    toast.clear();
    await waitFor(() =>
      expect(screen.queryByText(containing(text('positive.paymentSubmitted')))).toBeNull(),
    );
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
  play: async ({ canvasElement, globals }) => {
    const text = await storyText(globals, 'portal');
    const dialog = await openPay(canvasElement, text('portal.pay.open'));
    await userEvent.click(within(dialog).getByRole('button', { name: text('portal.pay.review') }));
    const pay = await screen.findByRole('button', {
      name: text('portal.pay.submit', { amount: formatMoney(amountDue, text.locale) }),
    });
    await userEvent.click(pay);
    // The reason fades in: visible once its entrance has run, however busy the machine.
    await waitFor(() => expect(screen.getByText(text('error.failedPay'))).toBeVisible(), patiently);
    await expect(pay).toBeEnabled();
    // The screenshot shows the button at rest, not under the pointer that pressed it.
    await userEvent.unhover(pay);
  },
};

export const PayDeclinedSpanish: Story = {
  ...declined,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const dialog = await openPay(canvasElement, 'Hacer un pago');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar el pago' }));
    const pay = await screen.findByRole('button', { name: /^Pagar / });
    await userEvent.click(pay);
    // The reason fades in: visible once its entrance has run, however busy the machine.
    await waitFor(
      () =>
        expect(
          screen.getByText(
            'Tu tarjeta fue rechazada y no se cobró nada. Inténtalo de nuevo o usa otra tarjeta.',
          ),
        ).toBeVisible(),
      patiently,
    );
    await expect(pay).toBeEnabled();
    await userEvent.unhover(pay);
  },
};

export const PayConfirmSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const dialog = await openPay(canvasElement, 'Hacer un pago');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar el pago' }));
    await expect(await screen.findByRole('button', { name: /^Pagar / })).toBeInTheDocument();
  },
};

export const TransferCompare: Story = {
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    // The newest of the pending transfers, listed first.
    const [newest] = await canvas.findAllByRole('button', {
      name: new RegExp(`^${matching(text, 'portal.transfers.review', {}, ['to']).source}`),
    });
    await userEvent.click(newest!);
    // The transfer dialog's code loads on first use.
    await expect(
      await screen.findByRole('table', { name: text('portal.transfers.compareTable') }, patiently),
    ).toBeInTheDocument();
  },
};

export const TransferDecideSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { ...pastDue, screenshot: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    const [newest] = await canvas.findAllByRole('button', { name: /^Revisar el traslado a/ });
    await userEvent.click(newest!);
    const dialog = await findOpenDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    await expect(
      await screen.findByRole('button', { name: 'Aceptar las nuevas condiciones' }),
    ).toBeInTheDocument();
  },
};

export const MethodsDark: Story = {
  ...methods,
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const text = await storyText(globals, 'portal');
    await expect(
      await canvas.findByRole('heading', { name: cardName(text, 'VISA', '4242') }),
    ).toBeVisible();
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
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.click(
      await canvas.findByRole('button', { name: text('frame.paymentMethod.addCard') }),
    );
    // Its code loads on first use: the picture waits for the dialog to be open and faded in.
    await expect(await findOpenDialog(canvasElement)).toHaveAccessibleName(
      text('frame.paymentMethod.addTitle'),
    );
  },
};

export const EditCard: Story = {
  ...methods,
  globals: { theme: 'dark' },
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.click(
      await canvas.findByRole('button', {
        name: text.intl.formatMessage(
          { id: 'frame.paymentMethod.edit' },
          { card: cardName(text, 'MASTERCARD', '5454'), hidden },
        ),
      }),
    );
    // Its code loads on first use: the picture waits for the dialog to be open and faded in.
    const dialog = await findOpenDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName(
      text('frame.paymentMethod.editTitle', { card: cardName(text, 'MASTERCARD', '5454') }),
    );
  },
};

export const DeleteCard: Story = {
  ...methods,
  parameters: { screenshot: 'viewport' },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = await storyText(globals, 'portal');
    await userEvent.click(
      await canvas.findByRole('button', {
        name: text.intl.formatMessage(
          { id: 'frame.paymentMethod.delete' },
          { card: cardName(text, 'MASTERCARD', '5454'), hidden },
        ),
      }),
    );
    await expect(await findOpenDialog(canvasElement, 'alertdialog')).toBeVisible();
  },
};
