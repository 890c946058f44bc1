import { useIntl } from 'react-intl';
import {
  type PaymentMethod,
  type PaymentPlanDetail,
  paymentTypeValues,
  type PaymentType,
} from '@hci/api-schema';
import { minimumPaymentCents } from '@hci/rules';
import { useCardName } from '@hci/app-frame';
import {
  Alert,
  Button,
  Dialog,
  Inline,
  Link,
  MoneyField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  Text,
  useFormatters,
} from '@hci/design-system';
import { paths } from '../../paths';
import { useSystemText } from '../../components/systemText';
import { payMessages as m } from './payMessages';
import { PaymentStatus } from './PaymentStatus';
import { usePayDialog, type PayDialogState } from './usePayDialog';

/** The first step: what to pay (a type, and an amount for the types that name one) and the card. */
function PayChoiceFields({
  dialog,
  cards,
}: {
  dialog: PayDialogState;
  cards: readonly PaymentMethod[];
}) {
  const intl = useIntl();
  const format = useFormatters();
  const cardLabel = useCardName();
  const { choice, balance, dueNow } = dialog;
  return (
    <Stack space="medium">
      <RadioGroup
        label={intl.formatMessage(m.kind)}
        value={choice.kind}
        onChange={(kind) => dialog.chooseKind(kind as PaymentType)}
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
      {dialog.typesAmount && (
        <MoneyField
          id={dialog.amountId}
          label={intl.formatMessage(m.amount)}
          value={choice.typed}
          onChange={dialog.typeAmount}
          maxValue={balance}
          errorMessage={dialog.amountError}
          isRequired
        />
      )}
      {cards.length > 0 ? (
        <Select
          label={intl.formatMessage(m.card)}
          value={choice.paymentMethodId}
          onChange={(key) => dialog.chooseCard(Number(key))}
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
  );
}

/** The second step: the amount, the plan and the card named before the charge. */
function PayReview({
  dialog,
  plan,
  card,
}: {
  dialog: PayDialogState;
  plan: PaymentPlanDetail;
  card: PaymentMethod;
}) {
  const intl = useIntl();
  const text = useSystemText();
  const format = useFormatters();
  const cardLabel = useCardName();
  return (
    <Stack space="medium">
      <Text>
        {intl.formatMessage(m.summary, {
          amount: format.money(dialog.amount),
          plan: text(plan.name),
          card: cardLabel(card),
        })}
      </Text>
      <Text tone="secondary">
        {intl.formatMessage(m.summaryBalance, {
          balance: format.money(Math.max(0, dialog.balance - dialog.amount)),
        })}
      </Text>
      {dialog.failure && <Alert tone="critical">{dialog.failure}</Alert>}
    </Stack>
  );
}

/** Each step's buttons: cancel or review; back or pay; done. */
function PayFooter({ dialog }: { dialog: PayDialogState }) {
  const intl = useIntl();
  const format = useFormatters();
  if (dialog.step.name === 'choose')
    return (
      <Inline space="small" align="right">
        <Button variant="secondary" onPress={() => dialog.close(false)}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <Button onPress={dialog.review} isDisabled={!dialog.card}>
          {intl.formatMessage(m.review)}
        </Button>
      </Inline>
    );
  if (dialog.step.name === 'confirm')
    return (
      <Inline space="small" align="right">
        <Button
          ref={dialog.back}
          variant="secondary"
          isDisabled={dialog.isPending}
          onPress={dialog.backToChoice}
        >
          {intl.formatMessage(m.back)}
        </Button>
        <Button isPending={dialog.isPending} onPress={dialog.submit}>
          {intl.formatMessage(m.submit, { amount: format.money(dialog.amount) })}
        </Button>
      </Inline>
    );
  return <Button onPress={() => dialog.close(false)}>{intl.formatMessage(m.done)}</Button>;
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
  const dialog = usePayDialog(plan, cards, onOpenChange);
  const { step, card } = dialog;
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
      onOpenChange={dialog.close}
      isDismissable={!dialog.isPending}
      footer={<PayFooter dialog={dialog} />}
    >
      {step.name === 'choose' ? (
        <PayChoiceFields dialog={dialog} cards={cards} />
      ) : step.name === 'confirm' && card ? (
        <PayReview dialog={dialog} plan={plan} card={card} />
      ) : step.name === 'status' ? (
        <PaymentStatus payment={step.payment} />
      ) : null}
    </Dialog>
  );
}
