import { errorMessage, errorMessageOf, useBoundApi, useStudentId } from '@hci/app-frame';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createApi, type Payment } from '@hci/api-schema';
import { Alert, Link, Stack, Text, useFormatters } from '@hci/design-system';
import { pathTo, paths } from '../../paths';
import { payMessages as m } from './payMessages';

/** Follows a payment until it settles: the query reads it again every few seconds meanwhile. */
export function PaymentStatus({ payment }: { payment: Payment }) {
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
        <Link href={pathTo(paths.paymentReceipt, { paymentId: current.id })}>
          {intl.formatMessage(m.viewReceipt)}
        </Link>
      )}
    </Stack>
  );
}
