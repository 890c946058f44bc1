import { useCardName } from '@hci/app-frame';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { PaymentPlanDetail, PaymentScheduleRow } from '@hci/api-schema';
import {
  Badge,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  useFormatters,
  type PaginationState,
  type SortDescriptor,
} from '@hci/design-system';
import { scheduleStatusTone } from '../../components/paymentPlans';
import { paymentInformationMessages as m } from './paymentInformationMessages';
import * as styles from './ScheduleTable.css';
import { useSystemText } from '../../components/systemText';

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

const defaultPageSize = 10;

/** Every installment of a plan (0 is the deposit), sortable, a page of rows at a time. */
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

  return (
    <Stack space="medium">
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
          <TableColumn {...sortable('taxAmount')} align="end">
            {intl.formatMessage(m.tax)}
          </TableColumn>
          <TableColumn {...sortable('amountPaid')} align="end">
            {intl.formatMessage(m.amountPaid)}
          </TableColumn>
          <TableColumn id="card">{intl.formatMessage(m.card)}</TableColumn>
          <TableColumn id="captureMethod">{intl.formatMessage(m.captureMethod)}</TableColumn>
          <TableColumn id="currency">{intl.formatMessage(m.currency)}</TableColumn>
        </TableHeader>
        <TableBody items={shown}>
          {(row) => (
            <TableRow id={row.id}>
              <TableCell>
                <span className={styles.noWrap}>{installmentLabel(intl, row, plan)}</span>
              </TableCell>
              <TableCell>
                <span className={styles.noWrap}>{format.longDate(row.dueDate)}</span>
              </TableCell>
              <TableCell>
                <Badge tone={scheduleStatusTone[row.status]}>
                  {intl.formatMessage(m[row.status])}
                </Badge>
              </TableCell>
              <TableCell align="end">{format.money(row.amountDue)}</TableCell>
              <TableCell align="end">{format.money(row.taxAmount)}</TableCell>
              <TableCell align="end">{format.money(row.amountPaid)}</TableCell>
              <TableCell>
                <span className={styles.noWrap}>
                  {row.brand && row.last4
                    ? cardName({ brand: row.brand, last4: row.last4 })
                    : intl.formatMessage(m.noCard)}
                </span>
              </TableCell>
              <TableCell>{intl.formatMessage(m[`capture${row.captureMethod}`])}</TableCell>
              <TableCell>{row.currency}</TableCell>
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
