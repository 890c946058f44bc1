import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  activitySourceValues,
  type AccountHistoryEvent,
  type ActivitySource,
} from '@hci/api-schema';
import {
  Badge,
  defaultPageSizeOptions,
  EmptyState,
  Link,
  NavTabs,
  Pagination,
  QueryView,
  type QueryState,
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
  useFormatters,
  vars,
} from '@hci/design-system';
import { useListAddress, type ListAddress } from '../../components/useListAddress';
import {
  activityCategoryMessages,
  historyMessages as m,
  historyTypeMessages,
} from './historyMessages';
import { createApi } from '@hci/api-schema';
import { PageHeading, useStudentId, useBoundApi } from '@hci/app-frame';
import { accountActorMessages, useSystemText } from '../../components/systemText';
import { paymentMessages } from '../../components/paymentMessages';
import { pathTo, paths } from '../../paths';

const views = ['history', 'activity'] as const;
type HistoryAddress = ListAddress<(typeof views)[number]>;

/** Default paging: 10 rows. */
const defaultPageSize = 10;

/** The address says `order=oldest` when the history is sorted oldest first. */
const oldestFirst = 'oldest';

/** Four rows of a table. */
const tableSkeleton = (
  <Stack space="small">
    {Array.from({ length: 4 }, (_, index) => (
      <Skeleton key={index} shape="block" height={vars.size.touchTarget} />
    ))}
  </Stack>
);

/** A page of the student's records in its four states, with the pager under the table. */
function PagedRecords<Row>({
  query,
  emptyTitle,
  emptyBody,
  address,
  children,
}: {
  query: QueryState<{ content: Row[]; pagination: { total: number } }>;
  emptyTitle: string;
  emptyBody: string;
  address: HistoryAddress;
  children: (rows: Row[]) => ReactNode;
}) {
  const intl = useIntl();
  return (
    <QueryView
      query={query}
      loadingLabel={intl.formatMessage(m.loading)}
      skeleton={tableSkeleton}
      isEmpty={(data) => data.pagination.total === 0}
      empty={<EmptyState title={emptyTitle} description={emptyBody} />}
    >
      {(data) => (
        <Stack space="medium">
          <Refreshing isRefreshing={query.isPlaceholderData}>{children(data.content)}</Refreshing>
          <Pagination
            total={data.pagination.total}
            {...address.paging}
            onChange={(next) => address.showRows(next)}
          />
        </Stack>
      )}
    </QueryView>
  );
}

/**
 * What a history line says; for a payment, "received" with its receipt once it is accepted, or
 * else where it stands (being processed, declined), so a line with an amount never reads as money
 * paid before it is.
 */
function EventDescription({ event }: { event: AccountHistoryEvent }) {
  const intl = useIntl();
  const text = useSystemText();
  const format = useFormatters();
  const description = text(event.description);
  if (event.paymentId === undefined || event.paymentStatus === undefined) return description;
  if (event.paymentStatus !== 'ACCEPTED') {
    return (
      // Flowing as text, so a stacked row on a phone aligns the whole line with its value.
      <span>
        {description}{' '}
        {event.paymentStatus === 'INVALID' ? (
          <Badge tone="critical">{intl.formatMessage(m.paymentDeclined)}</Badge>
        ) : (
          <Badge tone="info">{intl.formatMessage(m.paymentProcessing)}</Badge>
        )}
      </span>
    );
  }
  const date = format.longDate(event.eventDate);
  // A payment that went through says so; "submitted" was true only until it settled.
  const { kind, params } = event.description;
  const payment =
    kind === 'ENROLLMENT_PAYMENT_SUBMITTED'
      ? 'ENROLLMENT'
      : kind === 'PAYMENT_SUBMITTED'
        ? params.paymentType
        : undefined;
  // Named as its receipt names it.
  const settled = payment
    ? intl.formatMessage(m.paymentReceived, {
        payment: intl.formatMessage(paymentMessages.paymentName, { payment }),
      })
    : description;
  return (
    <span>
      {settled}{' '}
      <Link
        href={pathTo(paths.paymentReceipt, { paymentId: event.paymentId })}
        aria-label={
          event.amount === undefined
            ? intl.formatMessage(m.receiptOn, { date })
            : intl.formatMessage(m.receiptFor, {
                amount: format.money(event.amount),
                date,
              })
        }
      >
        {intl.formatMessage(m.receipt)}
      </Link>
    </span>
  );
}

/** Account history events, paged and sorted by eventDate, newest first by default. */
function AccountHistoryTable({ address }: { address: HistoryAddress }) {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const { paging } = address;
  const descending = address.param('order') !== oldestFirst;
  const history = useQuery({
    ...queries.accountHistory.list(studentId, {
      page: paging.page,
      size: paging.pageSize,
      sortBy: 'eventDate',
      descending,
    }),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedRecords
      query={history}
      emptyTitle={intl.formatMessage(m.emptyHistoryTitle)}
      emptyBody={intl.formatMessage(m.emptyHistoryBody)}
      address={address}
    >
      {(events) => (
        <Table
          aria-label={intl.formatMessage(m.historyTable)}
          narrowLayout="stacked"
          sortDescriptor={{
            column: 'eventDate',
            direction: descending ? 'descending' : 'ascending',
          }}
          onSortChange={(next) =>
            address.showRows(
              { ...paging, page: 0 },
              { order: next.direction === 'ascending' ? oldestFirst : undefined },
            )
          }
        >
          <TableHeader>
            <TableColumn id="eventDate" isRowHeader allowsSorting>
              {intl.formatMessage(m.date)}
            </TableColumn>
            <TableColumn id="type">{intl.formatMessage(m.type)}</TableColumn>
            <TableColumn id="description">{intl.formatMessage(m.description)}</TableColumn>
            <TableColumn id="amount" align="end">
              {intl.formatMessage(m.amount)}
            </TableColumn>
            <TableColumn id="performedBy">{intl.formatMessage(m.performedBy)}</TableColumn>
          </TableHeader>
          <TableBody items={events}>
            {(event) => (
              <TableRow id={event.id}>
                <TableCell>{format.longDate(event.eventDate)}</TableCell>
                <TableCell>{intl.formatMessage(historyTypeMessages[event.type])}</TableCell>
                <TableCell>
                  <EventDescription event={event} />
                </TableCell>
                <TableCell align="end">
                  {event.amount === undefined ? '' : format.money(event.amount)}
                </TableCell>
                <TableCell>
                  {event.performedBy
                    ? intl.formatMessage(accountActorMessages[event.performedBy])
                    : ''}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </PagedRecords>
  );
}

/** The activity log, by who recorded it (coaches by default, as the API does). */
function ActivityLogTable({ address }: { address: HistoryAddress }) {
  const intl = useIntl();
  const text = useSystemText();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const { paging } = address;
  const [source, setSource] = useState<ActivitySource>('COACH');
  const activity = useQuery({
    ...queries.activityLog.list(studentId, {
      page: paging.page,
      size: paging.pageSize,
      sortBy: 'id',
      descending: true,
      source,
    }),
    placeholderData: keepPreviousData,
  });
  const table = (
    <PagedRecords
      query={activity}
      emptyTitle={intl.formatMessage(m.emptyActivityTitle)}
      emptyBody={intl.formatMessage(m.emptyActivityBody)}
      address={address}
    >
      {(entries) => (
        <Table aria-label={intl.formatMessage(m.activityTable)} narrowLayout="stacked">
          <TableHeader>
            <TableColumn isRowHeader>{intl.formatMessage(m.date)}</TableColumn>
            <TableColumn>{intl.formatMessage(m.category)}</TableColumn>
            <TableColumn>{intl.formatMessage(m.description)}</TableColumn>
            <TableColumn>{intl.formatMessage(m.performedBy)}</TableColumn>
          </TableHeader>
          <TableBody items={entries}>
            {(entry) => (
              <TableRow id={entry.id}>
                <TableCell>{format.longDate(entry.createdAt)}</TableCell>
                <TableCell>
                  {intl.formatMessage(activityCategoryMessages[entry.category])}
                </TableCell>
                <TableCell>{text(entry.description)}</TableCell>
                <TableCell>{entry.actorName ?? ''}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </PagedRecords>
  );
  return (
    <Stack space="medium">
      <Select
        label={intl.formatMessage(m.source)}
        labelPlacement="side"
        value={source}
        onChange={(key) => {
          setSource(key as ActivitySource);
          address.showRows({ ...paging, page: 0 });
        }}
      >
        {activitySourceValues.map((value) => (
          <SelectItem key={value} id={value}>
            {intl.formatMessage(m[value])}
          </SelectItem>
        ))}
      </Select>
      {table}
    </Stack>
  );
}

/**
 * /settings/account-history: account events, or the activity log with `?view=activity`; the
 * page, page size and order are in the address too.
 */
export function AccountHistoryPage() {
  const intl = useIntl();
  const address = useListAddress(views, defaultPageSize, defaultPageSizeOptions);
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <Stack space="medium">
        <NavTabs
          label={intl.formatMessage(m.sections)}
          items={views.map((view) => ({
            href: address.viewHref(view),
            label: intl.formatMessage(view === 'history' ? m.historyTab : m.activityTab),
            isCurrent: view === address.view,
          }))}
        />
        {address.view === 'history' ? (
          <AccountHistoryTable address={address} />
        ) : (
          <ActivityLogTable address={address} />
        )}
      </Stack>
    </Stack>
  );
}
