import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { createApi, type PaymentPlanDetail } from '@hci/api-schema';
import { useBoundApi, useStudentId } from '@hci/app-frame';
import { Button } from '@hci/design-system';
import { payMessages as m } from './payMessages';

// The dialog (its amount field and number parsing among it) loads on the first press, so reading
// the payment information does not pay for it.
const PayDialog = lazy(() =>
  import('./PayDialog').then((module) => ({ default: module.PayDialog })),
);

/**
 * The way to pay a plan that still owes something: the next installment, any amount, ahead, or
 * all. `isOpenAtFirst`: the dialog opens as soon as the cards have loaded (a link to pay).
 */
export function PaymentActions({
  plan,
  isOpenAtFirst = false,
  onClose,
}: {
  plan: PaymentPlanDetail;
  isOpenAtFirst?: boolean;
  onClose?: () => void;
}) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const cards = useQuery(queries.paymentMethods.list(studentId));
  const [isOpen, setOpen] = useState(isOpenAtFirst);
  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) onClose?.();
  };
  return (
    <>
      <Button onPress={() => setOpen(true)} isDisabled={!cards.data}>
        {intl.formatMessage(m.open)}
      </Button>
      {cards.data && isOpen && (
        <Suspense fallback={null}>
          <PayDialog
            plan={plan}
            cards={cards.data.content}
            isOpen={isOpen}
            onOpenChange={openChange}
          />
        </Suspense>
      )}
    </>
  );
}
