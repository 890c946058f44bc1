import {
  PrintableReceipt,
  ReceiptPage,
  useBoundApi,
  useCardName,
  useStudentId,
} from '@hci/app-frame';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { createApi, isApiError, type PaymentReceipt } from '@hci/api-schema';
import {
  FactList,
  Heading,
  joinName,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  useFormatters,
} from '@hci/design-system';
import { useSystemText } from '../../components/systemText';
import { paths } from '../../paths';
import { receiptMessages as m } from './receiptMessages';
import { paymentMessages } from '../../components/paymentMessages';

/** A payment id as the contract bounds ids; anything else in the address names no payment. */
const paymentIdPattern = /^[1-9]\d{0,9}$/;
const maxId = 2_147_483_647;

function parsePaymentId(value: string): number | undefined {
  const id = paymentIdPattern.test(value) ? Number(value) : undefined;
  return id !== undefined && id <= maxId ? id : undefined;
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The receipt itself: who paid what and when, with which card, for what, and what it paid. */
function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  const intl = useIntl();
  const format = useFormatters();
  const text = useSystemText();
  const cardName = useCardName();
  const number = receipt.receiptNumber;
  const headingId = `receipt-${receipt.paymentId}`;
  const { payer } = receipt;
  const installmentName = (installment: number) =>
    installment === 0
      ? intl.formatMessage(m.deposit)
      : intl.formatMessage(m.installmentNumber, { number: installment });
  const applied = receipt.installments.reduce((sum, line) => sum + line.amountApplied, 0);
  return (
    <PrintableReceipt headingId={headingId} heading={intl.formatMessage(m.heading, { number })}>
      <FactList
        facts={[
          {
            label: intl.formatMessage(m.settledAt),
            value: format.timeRange(receipt.settledAt, receipt.settledAt),
          },
          { label: intl.formatMessage(m.amount), value: format.money(receipt.amount) },
          {
            label: intl.formatMessage(m.paymentType),
            value: intl.formatMessage(paymentMessages.paymentName, {
              payment: receipt.dueAtEnrollment ? 'ENROLLMENT' : receipt.type,
            }),
          },
          {
            label: intl.formatMessage(m.card),
            value: cardName({ brand: receipt.brand, last4: receipt.last4 }),
          },
          ...(receipt.reference
            ? [{ label: intl.formatMessage(m.reference), value: receipt.reference }]
            : []),
          {
            label: intl.formatMessage(m.payer),
            value: joinName(payer.firstName, payer.middleName, payer.lastName),
          },
          { label: intl.formatMessage(m.email), value: payer.email },
          ...(receipt.cohort
            ? [{ label: intl.formatMessage(m.cohort), value: receipt.cohort.name }]
            : []),
          { label: intl.formatMessage(m.plan), value: text(receipt.planName) },
          {
            label: intl.formatMessage(m.remainingBalance),
            value: format.money(receipt.remainingBalance),
          },
        ]}
      />
      <Stack space="small">
        <Heading level={3} size={4}>
          {intl.formatMessage(m.installmentsHeading)}
        </Heading>
        <Table
          aria-label={intl.formatMessage(m.installmentsTable, { number })}
          narrowLayout="stacked"
        >
          <TableHeader>
            <TableColumn isRowHeader>{intl.formatMessage(m.installment)}</TableColumn>
            <TableColumn>{intl.formatMessage(m.dueDate)}</TableColumn>
            <TableColumn align="end">{intl.formatMessage(m.amountApplied)}</TableColumn>
          </TableHeader>
          <TableBody>
            {receipt.installments.map((line) => (
              <TableRow key={line.scheduleRowId} id={line.scheduleRowId}>
                <TableCell>{installmentName(line.installment)}</TableCell>
                <TableCell>{format.longDate(line.dueDate)}</TableCell>
                <TableCell align="end">{format.money(line.amountApplied)}</TableCell>
              </TableRow>
            ))}
            <TableRow id="total">
              <TableCell>
                <strong>{intl.formatMessage(m.total)}</strong>
              </TableCell>
              <TableCell />
              <TableCell align="end">
                <strong>{format.money(applied)}</strong>
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Stack>
      <Text size="small" tone="secondary">
        {intl.formatMessage(m.currencyNote)}
      </Text>
    </PrintableReceipt>
  );
}

/**
 * /settings/payment-information/receipts/:paymentId: the receipt of one of the student's accepted
 * payments, to print or save as a PDF; printed, only the receipt shows.
 */
export function PaymentReceiptPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const paymentId = parsePaymentId(useParams<{ paymentId: string }>().paymentId ?? '');
  const receipt = useQuery({
    ...queries.payments.receipt(studentId, paymentId ?? 0),
    enabled: paymentId !== undefined,
    // Asking again does not find a receipt that is not there.
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });
  return (
    <ReceiptPage
      title={intl.formatMessage(m.title)}
      back={{ href: paths.paymentInformation, label: intl.formatMessage(m.back) }}
      query={receipt}
      loadingLabel={intl.formatMessage(m.loading)}
      skeletonHeight={5}
      notFound={{
        title: intl.formatMessage(m.notFoundTitle),
        description: intl.formatMessage(m.notFoundBody),
      }}
      isNotFound={paymentId === undefined || isNotFound(receipt.error)}
    >
      {(data) => <Receipt receipt={data} />}
    </ReceiptPage>
  );
}
