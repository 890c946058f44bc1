import {
  errorMessage,
  errorMessageOf,
  useCardName,
  useBoundApi,
  useStudentId,
} from '@hci/app-frame';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  createApi,
  isApiError,
  type Payment,
  type PaymentMethod,
  type PaymentPlanDetail,
  paymentTypeValues,
  type PaymentType,
} from '@hci/api-schema';
import { installmentCharge, minimumPayment, minimumPaymentCents } from '@hci/api-schema/rules';
import {
  Alert,
  Button,
  Dialog,
  Inline,
  Link,
  MoneyField,
  positiveMessages,
  Radio,
  RadioGroup,
  rules,
  Select,
  SelectItem,
  Stack,
  Text,
  toast,
  useFormatters,
  useOnePress,
} from '@hci/design-system';
import { paths, paymentReceiptPath } from '../../paths';
import { payMessages as m } from './payMessages';
import { useSystemText } from '../../components/systemText';

interface Choice {
  kind: PaymentType;
  /** Cents; what the student typed, for CUSTOM and PRE_PAY. */
  typed: number | null;
  paymentMethodId: number | null;
}

type Step = { name: 'choose' } | { name: 'confirm' } | { name: 'status'; payment: Payment };

/** Follows a payment until it settles: the query reads it again every few seconds meanwhile. */
function PaymentStatus({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const status = useQuery(queries.payments.detail(studentId, payment.id));
  const amount = format.money(payment.amount);
  if (status.isError)
    return <Alert tone="critical">{intl.formatMessage(errorMessageOf(status.error))}</Alert>;
  const current = status.data ?? payment;
  return (
    <Stack space="small">
      <div role="status">
        {current.status === 'ACCEPTED' ? (
          <Alert tone="positive">{intl.formatMessage(m.accepted, { amount })}</Alert>
        ) : current.status === 'INVALID' ? (
          <Alert tone="critical">{intl.formatMessage(errorMessage('paymentStatusInvalid'))}</Alert>
        ) : (
          <Text>{intl.formatMessage(m.inProgress, { amount })}</Text>
        )}
      </div>
      {current.status === 'ACCEPTED' && (
        <Link href={paymentReceiptPath(current.id)}>{intl.formatMessage(m.viewReceipt)}</Link>
      )}
    </Stack>
  );
}

/**
 * Paying a plan in three steps: what to pay and with which card, a confirmation naming the
 * amount and the card, then the payment's status until it settles. The pay button is pending
 * while the charge is made and ignores further presses; the API refuses a second payment on a
 * plan while one is in progress, so even two tabs cannot charge twice.
 */
export function PayDialog({
  plan,
  cards,
  isOpen,
  onOpenChange,
}: {
  plan: PaymentPlanDetail;
  cards: readonly PaymentMethod[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const intl = useIntl();
  const text = useSystemText();
  const format = useFormatters();
  const cardLabel = useCardName();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const pay = useMutation(queries.payments.make(studentId));
  // One charge however fast the button is pressed twice.
  const [submit] = useOnePress(charge);
  const defaultCard = cards.find((card) => card.isDefault) ?? cards[0];
  const [choice, setChoice] = useState<Choice>({
    kind: 'INSTALLMENT',
    typed: null,
    paymentMethodId: defaultCard?.id ?? null,
  });
  const [step, setStep] = useState<Step>({ name: 'choose' });
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
  const dueNow = installmentCharge(plan.terms.amountDue, plan.schedule);
  const minimum = minimumPayment(choice.kind, plan.terms.amountDue);
  const amount =
    choice.kind === 'INSTALLMENT'
      ? dueNow
      : choice.kind === 'PAY_OFF'
        ? balance
        : (choice.typed ?? 0);
  const card = cards.find((entry) => entry.id === choice.paymentMethodId);
  const typesAmount = choice.kind === 'CUSTOM' || choice.kind === 'PRE_PAY';

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

  const title =
    step.name === 'choose'
      ? intl.formatMessage(m.title, { plan: text(plan.name) })
      : step.name === 'confirm'
        ? intl.formatMessage(m.confirmTitle)
        : intl.formatMessage(m.statusTitle);

  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable={!pay.isPending}
      footer={
        step.name === 'choose' ? (
          <Inline space="small" align="right">
            <Button variant="secondary" onPress={() => close(false)}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button onPress={review} isDisabled={!card}>
              {intl.formatMessage(m.review)}
            </Button>
          </Inline>
        ) : step.name === 'confirm' ? (
          <Inline space="small" align="right">
            <Button
              ref={back}
              variant="secondary"
              isDisabled={pay.isPending}
              onPress={() => setStep({ name: 'choose' })}
            >
              {intl.formatMessage(m.back)}
            </Button>
            <Button isPending={pay.isPending} onPress={() => void submit()}>
              {intl.formatMessage(m.submit, { amount: format.money(amount) })}
            </Button>
          </Inline>
        ) : (
          <Button onPress={() => close(false)}>{intl.formatMessage(m.done)}</Button>
        )
      }
    >
      {step.name === 'choose' ? (
        <Stack space="medium">
          <RadioGroup
            label={intl.formatMessage(m.kind)}
            value={choice.kind}
            onChange={(kind) => {
              setAmountError(undefined);
              setChoice((current) => ({ ...current, kind: kind as PaymentType }));
            }}
          >
            {paymentTypeValues.map((kind) => (
              <Radio
                key={kind}
                value={kind}
                description={intl.formatMessage(m[`${kind}Help`], {
                  minimum: format.money(minimumPaymentCents),
                })}
                isDisabled={kind === 'INSTALLMENT' && dueNow === 0}
              >
                {intl.formatMessage(m[kind], {
                  amount: format.money(kind === 'PAY_OFF' ? balance : dueNow),
                })}
              </Radio>
            ))}
          </RadioGroup>
          {typesAmount && (
            <MoneyField
              id={amountId}
              label={intl.formatMessage(m.amount)}
              value={choice.typed}
              onChange={(typed) => setChoice((current) => ({ ...current, typed }))}
              maxValue={balance}
              errorMessage={amountError}
              isRequired
            />
          )}
          {cards.length > 0 ? (
            <Select
              label={intl.formatMessage(m.card)}
              value={choice.paymentMethodId}
              onChange={(key) =>
                setChoice((current) => ({ ...current, paymentMethodId: Number(key) }))
              }
              items={cards.map((entry) => ({ id: entry.id, label: cardLabel(entry) }))}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
          ) : (
            <Alert tone="info">
              <Stack space="xsmall" align="left">
                <span>{intl.formatMessage(m.noCard)}</span>
                <Link href={paths.paymentMethod}>{intl.formatMessage(m.addCard)}</Link>
              </Stack>
            </Alert>
          )}
        </Stack>
      ) : step.name === 'confirm' && card ? (
        <Stack space="medium">
          <Text>
            {intl.formatMessage(m.summary, {
              amount: format.money(amount),
              plan: text(plan.name),
              card: cardLabel(card),
            })}
          </Text>
          <Text tone="secondary">
            {intl.formatMessage(m.summaryBalance, {
              balance: format.money(Math.max(0, balance - amount)),
            })}
          </Text>
          {failure && <Alert tone="critical">{failure}</Alert>}
        </Stack>
      ) : step.name === 'status' ? (
        <PaymentStatus payment={step.payment} />
      ) : null}
    </Dialog>
  );
}
