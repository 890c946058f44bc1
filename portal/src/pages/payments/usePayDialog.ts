import { errorMessage, useBoundApi, useStudentId, positiveMessages } from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  createApi,
  isApiError,
  type Payment,
  type PaymentMethod,
  type PaymentPlanDetail,
  type PaymentType,
} from '@hci/api-schema';
import { chargedAmount, minimumPayment, namesAmount, nextPayment } from '@hci/rules';
import { rules, toast, useFormatters, useOnePress } from '@hci/design-system';
import { payMessages as m } from './payMessages';

export interface PayChoice {
  kind: PaymentType;
  /** Cents; what the student typed, for the types that name an amount. */
  typed: number | null;
  paymentMethodId: number | null;
}

export type PayStep =
  { name: 'choose' } | { name: 'confirm' } | { name: 'status'; payment: Payment };

/**
 * The pay dialog's state and actions, apart from how it looks: the choice, what it charges by the
 * shared payment rules, the amount's check before the review, the one charge, and closing.
 */
export function usePayDialog(
  plan: PaymentPlanDetail,
  cards: readonly PaymentMethod[],
  onOpenChange: (isOpen: boolean) => void,
) {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const pay = useMutation(queries.payments.make(studentId));
  // One charge however fast the button is pressed twice.
  const [submit] = useOnePress(charge);
  const defaultCard = cards.find((card) => card.isDefault) ?? cards[0];
  const [choice, setChoice] = useState<PayChoice>({
    kind: 'INSTALLMENT',
    typed: null,
    paymentMethodId: defaultCard?.id ?? null,
  });
  const [step, setStep] = useState<PayStep>({ name: 'choose' });
  // The review opens on Back, the safe choice: the pressed Review's place now holds Pay, which a
  // stray Enter would press.
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (step.name === 'confirm') back.current?.focus();
  }, [step.name]);
  const [amountError, setAmountError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const amountId = useId();
  // A refused amount takes focus once its message is on the field, as any invalid submit does.
  const [amountRefusals, setAmountRefusals] = useState(0);
  useEffect(() => {
    if (amountRefusals > 0) document.getElementById(amountId)?.focus();
  }, [amountRefusals, amountId]);

  const balance = plan.breakdown.totalRemaining;
  // What the installment charges: the plan's next payment, as Home and the plan's page state it.
  const dueNow = nextPayment(plan.terms.amountDue, plan.schedule)?.amount ?? 0;
  const minimum = minimumPayment(choice.kind, plan.terms.amountDue);
  const typesAmount = namesAmount(choice.kind);
  const amount =
    chargedAmount(
      { type: choice.kind, ...(choice.typed === null ? {} : { amount: choice.typed }) },
      plan.terms.amountDue,
      plan.schedule,
    ) ?? 0;
  const card = cards.find((entry) => entry.id === choice.paymentMethodId);

  function refuseAmount(message: string) {
    setAmountError(message);
    setAmountRefusals((count) => count + 1);
  }

  function review() {
    if (typesAmount) {
      if (choice.typed === null) return refuseAmount(intl.formatMessage(m.amountRequired));
      // The money field passes a fraction of a cent on as typed, never rounded unseen.
      const fraction = rules.wholeCents(choice.typed);
      if (fraction) return refuseAmount(intl.formatMessage(fraction.message, fraction.values));
      if (choice.typed < minimum || choice.typed > balance) {
        return refuseAmount(
          intl.formatMessage(m.amountRange, {
            min: format.money(minimum),
            max: format.money(balance),
          }),
        );
      }
    }
    setAmountError(undefined);
    setFailure(undefined);
    setStep({ name: 'confirm' });
  }

  async function charge() {
    if (!card) return;
    setFailure(undefined);
    try {
      const payment = await pay.mutateAsync({
        paymentPlanId: plan.id,
        type: choice.kind,
        paymentMethodId: card.id,
        ...(typesAmount ? { amount } : {}),
      });
      toast.positive(positiveMessages.paymentSubmitted);
      setStep({ name: 'status', payment });
    } catch (error) {
      setFailure(intl.formatMessage(errorMessage(isApiError(error) ? error.key : 'failedPay')));
    }
  }

  function close(open: boolean) {
    if (pay.isPending) return;
    onOpenChange(open);
    if (!open) {
      setStep({ name: 'choose' });
      setFailure(undefined);
      pay.reset();
    }
  }

  return {
    choice,
    /** A new type clears the amount's message: it was about the previous type's range. */
    chooseKind: (kind: PaymentType) => {
      if (kind === choice.kind) return;
      setAmountError(undefined);
      setChoice((current) => ({ ...current, kind }));
    },
    typeAmount: (typed: number | null) => setChoice((current) => ({ ...current, typed })),
    chooseCard: (paymentMethodId: number) =>
      setChoice((current) => ({ ...current, paymentMethodId })),
    step,
    backToChoice: () => setStep({ name: 'choose' }),
    review,
    submit: () => void submit(),
    close,
    isPending: pay.isPending,
    back,
    amountId,
    amountError,
    failure,
    amount,
    balance,
    dueNow,
    typesAmount,
    card,
  };
}

export type PayDialogState = ReturnType<typeof usePayDialog>;
