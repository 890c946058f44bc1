import {
  errorMessageOf,
  useCardName,
  useBoundApi,
  useStudentId,
  positiveMessages,
} from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createApi, type PaymentPlanDetail, type PaymentScheduleRow } from '@hci/api-schema';
import { rowOutstanding } from '@hci/rules';
import { Switch, toast } from '@hci/design-system';
import { paymentInformationMessages as m } from './paymentInformationMessages';

/** The card the next open installment names: the one auto-pay charges on its due date. */
function nextChargedCard(schedule: readonly PaymentScheduleRow[]) {
  const next = schedule.find((row) => rowOutstanding(row) > 0 && row.brand && row.last4);
  return next?.brand && next.last4 ? { brand: next.brand, last4: next.last4 } : undefined;
}

/**
 * Turns auto-pay on or off. The API keeps one auto-pay setting per student, so every plan's
 * switch shows and changes the same setting; the description names the card the plan's next
 * installment is charged to.
 */
export function AutoPaySwitch({ plan }: { plan: PaymentPlanDetail }) {
  const intl = useIntl();
  const cardName = useCardName();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const update = useMutation(queries.students.updateAutoPay(studentId));
  const card = nextChargedCard(plan.schedule);
  const selected = update.isPending ? update.variables : plan.autoPay;
  return (
    <Switch
      isSelected={selected}
      isDisabled={update.isPending}
      onChange={(autoPay) =>
        update.mutate(autoPay, {
          onSuccess: () => toast.positive(positiveMessages.autoPayUpdated),
          onError: (error) => toast.critical(errorMessageOf(error)),
        })
      }
      description={
        card
          ? intl.formatMessage(m.autoPayCard, {
              card: cardName(card),
            })
          : intl.formatMessage(m.autoPayNoCard)
      }
    >
      {intl.formatMessage(m.autoPay)}
    </Switch>
  );
}
