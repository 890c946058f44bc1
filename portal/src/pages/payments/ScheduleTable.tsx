import { useCardName } from '@hci/app-frame';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { PaymentPlanDetail, PaymentScheduleRow } from '@hci/api-schema';
import {
  Badge,
  Inline,
  Link,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  useFormatters,
  type PaginationState,
  type SortDescriptor,
} from '@hci/design-system';
import { scheduleStatusTone } from '../../components/paymentPlans';
import { paymentInformationMessages as m } from './paymentInformationMessages';
import * as styles from './ScheduleTable.css';
import { useSystemText } from '../../components/systemText';
import { pathTo, paths } from '../../paths';

type SortColumn = 'installment' | 'dueDate' | 'status' | 'amountDue' | 'taxAmount' | 'amountPaid';

const compareBy: Record<SortColumn, (a: PaymentScheduleRow, b: PaymentScheduleRow) => number> = {
  installment: (a, b) => a.installment - b.installment,
  // ISO dates order correctly as strings.
  dueDate: (a, b) => a.dueDate.localeCompare(b.dueDate) || a.installment - b.installment,
  status: (a, b) => a.status.localeCompare(b.status) || a.installment - b.installment,
  amountDue: (a, b) => a.amountDue - b.amountDue || a.installment - b.installment,
  taxAmount: (a, b) => a.taxAmount - b.taxAmount || a.installment - b.installment,
  amountPaid: (a, b) => a.amountPaid - b.amountPaid || a.installment - b.installment,
};

const isSortColumn = (column: string | number): column is SortColumn => column in compareBy;

/** The rows in the chosen order; the schedule's own order (by installment) by default. */
export function sortedRows(
  rows: readonly PaymentScheduleRow[],
  sort: { column: SortColumn; direction: 'ascending' | 'descending' },
): PaymentScheduleRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareBy[sort.column](a, b));
}

function installmentLabel(intl: IntlShape, row: PaymentScheduleRow, plan: PaymentPlanDetail) {
  return row.installment === 0
    ? intl.formatMessage(m.deposit)
    : intl.formatMessage(m.installmentOf, {
        number: row.installment,
        count: plan.terms.installmentCount,
      });
}

/** The receipts of the payments that paid a row, each named after the row it is on. */
function RowReceipts({ row, installment }: { row: PaymentScheduleRow; installment: string }) {
  const intl = useIntl();
  const paymentIds = row.paymentIds ?? [];
  const count = paymentIds.length;
  return paymentIds.map((paymentId, index) => (
    <Link
      key={paymentId}
      href={pathTo(paths.paymentReceipt, { paymentId })}
      aria-label={
        count === 1
          ? intl.formatMessage(m.receiptFor, { installment })
          : intl.formatMessage(m.receiptNumberedFor, { index: index + 1, count, installment })
      }
    >
      {count === 1
        ? intl.formatMessage(m.receipt)
        : intl.formatMessage(m.receiptNumbered, { index: index + 1 })}
    </Link>
  ));
}

const defaultPageSize = 10;

/** Columns that often hold one value for the whole schedule. */
type RepeatableColumn = 'taxAmount' | 'card' | 'captureMethod' | 'currency';

const repeatableValue: Record<RepeatableColumn, (row: PaymentScheduleRow) => string> = {
  taxAmount: (row) => String(row.taxAmount),
  card: (row) => (row.brand && row.last4 ? `${row.brand} ${row.last4}` : ''),
  captureMethod: (row) => row.captureMethod,
  currency: (row) => row.currency,
};

/**
 * The columns that hold one value on every row: said once above the table rather than repeated
 * down a column, which leaves the table narrow enough for its card.
 */
export function repeatedColumns(rows: readonly PaymentScheduleRow[]): Set<RepeatableColumn> {
  const columns = Object.keys(repeatableValue) as RepeatableColumn[];
  return new Set(columns.filter((column) => new Set(rows.map(repeatableValue[column])).size === 1));
}

/**
 * Every installment of a plan (0 is the deposit), sortable, a page of rows at a time; what every
 * row has in common is a line above it. On a phone each installment is a block of its own.
 */
export function ScheduleTable({ plan }: { plan: PaymentPlanDetail }) {
  const intl = useIntl();
  const text = useSystemText();
  const cardName = useCardName();
  const format = useFormatters();
  const [sort, setSort] = useState<{
    column: SortColumn;
    direction: 'ascending' | 'descending';
  }>({ column: 'installment', direction: 'ascending' });
  const [paging, setPaging] = useState<PaginationState>({ page: 0, pageSize: defaultPageSize });
  const rows = sortedRows(plan.schedule, sort);
  const start = paging.page * paging.pageSize;
  const shown = rows.slice(start, start + paging.pageSize);
  const sortable = (column: SortColumn) => ({ id: column, allowsSorting: true as const });
  const repeated = repeatedColumns(plan.schedule);
  const [first] = plan.schedule;
  const cardOf = (row: PaymentScheduleRow) =>
    row.brand && row.last4
      ? cardName({ brand: row.brand, last4: row.last4 })
      : intl.formatMessage(m.noCard);
  const sharedValues = first
    ? [
        { column: 'taxAmount', label: m.tax, value: format.money(first.taxAmount) },
        { column: 'card', label: m.card, value: cardOf(first) },
        {
          column: 'captureMethod',
          label: m.captureMethod,
          value: intl.formatMessage(m[`capture${first.captureMethod}`]),
        },
        { column: 'currency', label: m.currency, value: first.currency },
      ].filter((entry) => repeated.has(entry.column as RepeatableColumn))
    : [];
  return (
    <Stack space="medium">
      {sharedValues.length > 0 && (
        <Text size="small" tone="secondary">
          {intl.formatMessage(m.everyInstallment, {
            values: intl.formatList(
              sharedValues.map(({ label, value }) =>
                intl.formatMessage(m.sharedValue, { label: intl.formatMessage(label), value }),
              ),
              { type: 'unit' },
            ),
          })}
        </Text>
      )}
      <Table
        aria-label={intl.formatMessage(m.scheduleTable, { plan: text(plan.name) })}
        narrowLayout="stacked"
        sortDescriptor={sort}
        onSortChange={(next: SortDescriptor) => {
          if (!isSortColumn(next.column)) return;
          setSort({ column: next.column, direction: next.direction });
          setPaging((current) => ({ ...current, page: 0 }));
        }}
      >
        <TableHeader>
          <TableColumn {...sortable('installment')} isRowHeader>
            {intl.formatMessage(m.installment)}
          </TableColumn>
          <TableColumn {...sortable('dueDate')}>{intl.formatMessage(m.dueDate)}</TableColumn>
          <TableColumn {...sortable('status')}>{intl.formatMessage(m.status)}</TableColumn>
          <TableColumn {...sortable('amountDue')} align="end">
            {intl.formatMessage(m.amountDue)}
          </TableColumn>
          {!repeated.has('taxAmount') && (
            <TableColumn {...sortable('taxAmount')} align="end">
              {intl.formatMessage(m.tax)}
            </TableColumn>
          )}
          <TableColumn {...sortable('amountPaid')} align="end">
            {intl.formatMessage(m.amountPaid)}
          </TableColumn>
          {!repeated.has('card') && (
            <TableColumn id="card">{intl.formatMessage(m.card)}</TableColumn>
          )}
          {!repeated.has('captureMethod') && (
            <TableColumn id="captureMethod">{intl.formatMessage(m.captureMethod)}</TableColumn>
          )}
          {!repeated.has('currency') && (
            <TableColumn id="currency">{intl.formatMessage(m.currency)}</TableColumn>
          )}
        </TableHeader>
        <TableBody items={shown}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell>{installmentLabel(intl, row, plan)}</TableCell>
              <TableCell>
                <span className={styles.noWrap}>{format.longDate(row.dueDate)}</span>
              </TableCell>
              <TableCell>
                {/* A row's receipts stand beside its status: the proof of what paid it. */}
                <Inline space="xsmall" alignY="center">
                  <Badge tone={scheduleStatusTone[row.status]}>
                    {intl.formatMessage(m[row.status])}
                  </Badge>
                  <RowReceipts row={row} installment={installmentLabel(intl, row, plan)} />
                </Inline>
              </TableCell>
              <TableCell align="end">{format.money(row.amountDue)}</TableCell>
              {!repeated.has('taxAmount') && (
                <TableCell align="end">{format.money(row.taxAmount)}</TableCell>
              )}
              <TableCell align="end">{format.money(row.amountPaid)}</TableCell>
              {!repeated.has('card') && <TableCell>{cardOf(row)}</TableCell>}
              {!repeated.has('captureMethod') && (
                <TableCell>{intl.formatMessage(m[`capture${row.captureMethod}`])}</TableCell>
              )}
              {!repeated.has('currency') && <TableCell>{row.currency}</TableCell>}
            </TableRow>
          )}
        </TableBody>
      </Table>
      {rows.length > defaultPageSize && (
        <Pagination total={rows.length} {...paging} onChange={setPaging} />
      )}
    </Stack>
  );
}
