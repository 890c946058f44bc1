import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { createApi, type PaymentPlan, type Transfer } from '@hci/api-schema';
import { useBoundApi, useStudentId } from '@hci/app-frame';
import { Button, Card, Heading, Stack, Text, useFormatters } from '@hci/design-system';
import { transferMessages as m } from './transferMessages';

// The two steps load on the first press: most visits only read the list.
const TransferDialog = lazy(() =>
  import('./TransferDialog').then((module) => ({ default: module.TransferDialog })),
);

/** The anchor the home page's transfer alert links to. */
export const pendingTransfersId = 'pending-transfers';

function PendingTransfer({ transfer, plan }: { transfer: Transfer; plan?: PaymentPlan }) {
  const intl = useIntl();
  const format = useFormatters();
  const [isOpen, setOpen] = useState(false);
  return (
    <Card as="article" aria-labelledby={`transfer-${transfer.id}`}>
      <Stack space="small" align="left">
        <Heading level={3} size={4} id={`transfer-${transfer.id}`}>
          {transfer.toCohort.name}
        </Heading>
        <Text>
          {intl.formatMessage(m.summary, {
            from: transfer.fromCohort.name,
            to: transfer.toCohort.name,
            startDate: format.longDate(transfer.toCohort.startDate),
          })}
        </Text>
        <Text size="small" tone="secondary">
          {intl.formatMessage(m.requested, { date: format.longDate(transfer.requestedAt) })}
        </Text>
        <Button onPress={() => setOpen(true)}>
          {intl.formatMessage(m.review, { to: transfer.toCohort.name })}
        </Button>
      </Stack>
      {isOpen && (
        <Suspense fallback={null}>
          <TransferDialog transfer={transfer} plan={plan} isOpen onOpenChange={setOpen} />
        </Suspense>
      )}
    </Card>
  );
}

/** Transfers an advisor proposed and the student has not yet decided on; nothing when none. */
export function PendingTransfers({ plans }: { plans: readonly PaymentPlan[] }) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const transfers = useQuery(queries.transfers.list(studentId, { status: 'PENDING' }));
  const pending = transfers.data?.content ?? [];
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby={pendingTransfersId}>
      <Stack space="medium">
        <Heading level={2} id={pendingTransfersId}>
          {intl.formatMessage(m.heading)}
        </Heading>
        {pending.map((transfer) => (
          <PendingTransfer
            key={transfer.id}
            transfer={transfer}
            plan={plans.find((plan) => plan.id === transfer.paymentPlanId)}
          />
        ))}
      </Stack>
    </section>
  );
}
