import {
  offeringTypeValues,
  purchaseStatusValues,
  type PurchaseStatusTotal,
} from '@hci/api-schema';
import { purchaseTotals } from '@hci/rules';
import {
  Button,
  EmptyState,
  FactList,
  Link,
  Pagination,
  QueryView,
  Refreshing,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  Tiles,
  useFormatters,
  vars,
  type QueryState,
  type SelectKey,
} from '@hci/design-system';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { offeringTypeLabels, purchaseStatusLabels } from '../options';
import { purchaseMessages as m } from './messages';
import { PurchaseStatusBadge } from './PurchaseStatusBadge';
import type { FilterOption, PurchaseFilter, PurchasePage, PurchaseViewer } from './types';

/** Purchases are listed ten at a time. */
export const purchasePageSize = 10;

/** The select's key for "no filter". */
const anyKey = '';

export interface PurchaseTransactionsProps {
  /** The coach's list by default; the customer's names the coach and has no filters. */
  viewer?: PurchaseViewer;
  filter?: PurchaseFilter;
  onFilterChange?: (filter: PurchaseFilter) => void;
  /** Zero-based. */
  page: number;
  onPageChange: (page: number) => void;
  query: QueryState<PurchasePage>;
  customers?: readonly FilterOption[];
  /** The address of one purchase's details. */
  detailHref: (purchaseId: number) => string;
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
}) {
  const intl = useIntl();
  return (
    <Select
      label={label}
      value={value ?? anyKey}
      onChange={(key: SelectKey) => onChange(key === anyKey ? undefined : String(key))}
    >
      {[{ value: anyKey, label: intl.formatMessage(m.any) }, ...options].map((option) => (
        <SelectItem key={option.value} id={option.value}>
          {option.label}
        </SelectItem>
      ))}
    </Select>
  );
}

/** The money received, with what is pending, refunded, cancelled or failed told apart. */
function PurchaseTotals({
  count,
  statusTotals,
}: {
  count: number;
  statusTotals: readonly PurchaseStatusTotal[];
}) {
  const intl = useIntl();
  const format = useFormatters();
  const { settled, unsettled } = purchaseTotals(statusTotals);
  return (
    <section aria-label={intl.formatMessage(m.totals)}>
      <Stack space="small">
        <FactList
          facts={[
            { label: intl.formatMessage(m.totalCount), value: intl.formatNumber(count) },
            { label: intl.formatMessage(m.settledAmount), value: format.money(settled) },
          ]}
        />
        {unsettled.length > 0 ? (
          <Text size="small" tone="secondary">
            {intl.formatMessage(m.unsettledAmounts, {
              amounts: intl.formatList(
                unsettled.map((total) =>
                  intl.formatMessage(m.statusAmount, {
                    status: intl.formatMessage(purchaseStatusLabels[total.status]),
                    amount: format.money(total.amount),
                    count: total.count,
                  }),
                ),
                { type: 'unit' },
              ),
            })}
          </Text>
        ) : null}
      </Stack>
    </section>
  );
}

const isFiltered = (filter: PurchaseFilter) => Object.values(filter).some(Boolean);

/**
 * Purchase transactions, the coach's or a customer's: for the coach, filters (customer, product
 * type, status); the totals of everything that matches, a table newest first and its pager.
 */
export function PurchaseTransactions({
  viewer = 'coach',
  filter = {},
  onFilterChange,
  page,
  onPageChange,
  query,
  customers = [],
  detailHref,
}: PurchaseTransactionsProps) {
  const intl = useIntl();
  const format = useFormatters();
  const change = (next: Partial<PurchaseFilter>) => onFilterChange?.({ ...filter, ...next });
  const isCustomer = viewer === 'customer';
  // A page past the last (an old link, a list that has shrunk) moves to the last page, rather than
  // an empty table under "Page 2 of 2".
  const total = query.isPlaceholderData ? undefined : query.data?.pagination.total;
  const lastPage =
    total === undefined ? undefined : Math.max(0, Math.ceil(total / purchasePageSize) - 1);
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) onPageChange(lastPage);
  }, [page, lastPage, onPageChange]);
  return (
    <Stack space="large">
      {onFilterChange ? (
        <section aria-label={intl.formatMessage(m.filters)}>
          <Stack space="small">
            <Tiles space="medium" columns={{ mobile: 1, tablet: 3 }}>
              <FilterSelect
                label={intl.formatMessage(m.customer)}
                value={filter.customer}
                options={customers}
                onChange={(customer) => change({ customer })}
              />
              <FilterSelect
                label={intl.formatMessage(m.productType)}
                value={filter.type}
                options={offeringTypeValues.map((type) => ({
                  value: type,
                  label: intl.formatMessage(offeringTypeLabels[type]),
                }))}
                onChange={(type) => change({ type: type as PurchaseFilter['type'] })}
              />
              <FilterSelect
                label={intl.formatMessage(m.status)}
                value={filter.status}
                options={purchaseStatusValues.map((status) => ({
                  value: status,
                  label: intl.formatMessage(purchaseStatusLabels[status]),
                }))}
                onChange={(status) => change({ status: status as PurchaseFilter['status'] })}
              />
            </Tiles>
            {isFiltered(filter) ? (
              <div>
                <Button variant="secondary" onPress={() => onFilterChange({})}>
                  {intl.formatMessage(m.clear)}
                </Button>
              </div>
            ) : null}
          </Stack>
        </section>
      ) : null}
      <QueryView
        query={query}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<Skeleton shape="block" height={vars.size.touchTarget} />}
        isEmpty={(data) => data.pagination.total === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(
              isCustomer ? m.emptyOwn : isFiltered(filter) ? m.emptyFiltered : m.emptyBody,
            )}
          />
        }
      >
        {(data) => (
          <Stack space="medium">
            <Refreshing isRefreshing={query.isPlaceholderData}>
              <Stack space="medium">
                <PurchaseTotals count={data.pagination.total} statusTotals={data.statusTotals} />
                <Table aria-label={intl.formatMessage(m.table)} narrowLayout="stacked">
                  <TableHeader>
                    <TableColumn isRowHeader>{intl.formatMessage(m.id)}</TableColumn>
                    <TableColumn>{intl.formatMessage(m.date)}</TableColumn>
                    <TableColumn>
                      {intl.formatMessage(isCustomer ? m.coach : m.customer)}
                    </TableColumn>
                    <TableColumn>{intl.formatMessage(m.product)}</TableColumn>
                    <TableColumn>{intl.formatMessage(m.status)}</TableColumn>
                    <TableColumn align="end">{intl.formatMessage(m.amount)}</TableColumn>
                  </TableHeader>
                  <TableBody items={data.content}>
                    {(purchase) => (
                      <TableRow id={purchase.id}>
                        <TableCell>
                          <Link
                            href={detailHref(purchase.id)}
                            aria-label={
                              isCustomer
                                ? intl.formatMessage(m.openOwnPurchase, {
                                    id: purchase.id,
                                    product: purchase.product.title,
                                    coach: purchase.coach?.name ?? '',
                                  })
                                : intl.formatMessage(m.openPurchase, {
                                    id: purchase.id,
                                    product: purchase.product.title,
                                    customer: purchase.customer.name,
                                  })
                            }
                          >
                            {intl.formatMessage(m.idValue, { id: purchase.id })}
                          </Link>
                        </TableCell>
                        <TableCell>{format.longDate(purchase.purchasedAt)}</TableCell>
                        <TableCell>
                          {isCustomer ? purchase.coach?.name : purchase.customer.name}
                        </TableCell>
                        <TableCell>
                          {purchase.product.title} (
                          {intl.formatMessage(offeringTypeLabels[purchase.coachProductType])})
                        </TableCell>
                        <TableCell>
                          <PurchaseStatusBadge
                            status={purchase.status}
                            // The client reads a free booking as confirmed; the coach's sales
                            // keep the status they filter by.
                            amount={isCustomer ? purchase.amount : undefined}
                          />
                        </TableCell>
                        <TableCell align="end">
                          {format.money(purchase.amount, { zeroAsFree: true })}
                        </TableCell>
                      </TableRow>
                    )}
                  </TableBody>
                </Table>
              </Stack>
            </Refreshing>
            <Pagination
              total={data.pagination.total}
              page={page}
              pageSize={purchasePageSize}
              pageSizeOptions={[purchasePageSize]}
              onChange={(next) => onPageChange(next.page)}
            />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
