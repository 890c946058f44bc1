import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActivitySource } from '@hci/api-schema';
import {
  EmptyState,
  enumLabel,
  Heading,
  LoadError,
  LoadingRegion,
  Pagination,
  type PaginationState,
  Select,
  SelectItem,
  Skeleton,
  type SortDescriptor,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  TabList,
  TabPanel,
  Tabs,
  useFormatters,
  vars,
} from '@hci/design-system';
import { useStudentId } from '../../app/api';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { historyMessages as m } from './messages';
import { usePortalQueries } from '../../app/queries';

/** Default paging (spec §9): 10 rows. */
const defaultPaging: PaginationState = { page: 0, pageSize: 10 };

function TableSkeleton() {
  const intl = useIntl();
  return (
    <LoadingRegion label={intl.formatMessage(m.loading)}>
      <Stack space="small">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} shape="block" height={vars.size.touchTarget} />
        ))}
      </Stack>
    </LoadingRegion>
  );
}

/** Account history events, paged and sorted by eventDate (spec §7), newest first by default. */
function AccountHistoryTable() {
  const intl = useIntl();
  const format = useFormatters();
  const queries = usePortalQueries();
  const studentId = useStudentId();
  const [paging, setPaging] = useState(defaultPaging);
  const [sort, setSort] = useState<SortDescriptor>({
    column: 'eventDate',
    direction: 'descending',
  });
  const history = useQuery({
    ...queries.accountHistory.list(studentId, {
      page: paging.page,
      size: paging.pageSize,
      sortBy: 'eventDate',
      descending: sort.direction === 'descending',
    }),
    placeholderData: keepPreviousData,
  });
  if (history.isError)
    return (
      <LoadError
        error={history.error}
        isRetrying={history.isFetching}
        onRetry={() => void history.refetch()}
      />
    );
  if (!history.data) return <TableSkeleton />;
  if (history.data.pagination.total === 0)
    return (
      <EmptyState
        title={intl.formatMessage(m.emptyHistoryTitle)}
        description={intl.formatMessage(m.emptyHistoryBody)}
      />
    );
  return (
    <Stack space="medium">
      <Table
        aria-label={intl.formatMessage(m.historyTable)}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          setPaging({ ...paging, page: 0 });
        }}
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
        <TableBody items={history.data.content}>
          {(event) => (
            <TableRow id={event.id}>
              <TableCell>{format.longDate(event.eventDate)}</TableCell>
              <TableCell>{enumLabel(event.type)}</TableCell>
              <TableCell>{event.description}</TableCell>
              <TableCell align="end">
                {event.amount === undefined ? '' : format.money(event.amount)}
              </TableCell>
              <TableCell>{event.performedBy ?? ''}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Pagination total={history.data.pagination.total} {...paging} onChange={setPaging} />
    </Stack>
  );
}

const sources: readonly ActivitySource[] = ['COACH', 'STUDENT', 'SYSTEM'];

/** The activity log, by who recorded it (coaches by default, as the API does). */
function ActivityLogTable() {
  const intl = useIntl();
  const format = useFormatters();
  const queries = usePortalQueries();
  const studentId = useStudentId();
  const [paging, setPaging] = useState(defaultPaging);
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
  let table;
  if (activity.isError) {
    table = (
      <LoadError
        error={activity.error}
        isRetrying={activity.isFetching}
        onRetry={() => void activity.refetch()}
      />
    );
  } else if (!activity.data) {
    table = <TableSkeleton />;
  } else if (activity.data.pagination.total === 0) {
    table = (
      <EmptyState
        title={intl.formatMessage(m.emptyActivityTitle)}
        description={intl.formatMessage(m.emptyActivityBody)}
      />
    );
  } else {
    table = (
      <Stack space="medium">
        <Table aria-label={intl.formatMessage(m.activityTable)}>
          <TableHeader>
            <TableColumn isRowHeader>{intl.formatMessage(m.date)}</TableColumn>
            <TableColumn>{intl.formatMessage(m.category)}</TableColumn>
            <TableColumn>{intl.formatMessage(m.description)}</TableColumn>
            <TableColumn>{intl.formatMessage(m.performedBy)}</TableColumn>
          </TableHeader>
          <TableBody items={activity.data.content}>
            {(entry) => (
              <TableRow id={entry.id}>
                <TableCell>{format.longDate(entry.createdAt)}</TableCell>
                <TableCell>{enumLabel(entry.category)}</TableCell>
                <TableCell>{entry.description}</TableCell>
                <TableCell>{entry.actorName ?? ''}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <Pagination total={activity.data.pagination.total} {...paging} onChange={setPaging} />
      </Stack>
    );
  }
  return (
    <Stack space="medium">
      <Select
        label={intl.formatMessage(m.source)}
        labelPlacement="side"
        value={source}
        onChange={(key) => {
          setSource(key as ActivitySource);
          setPaging({ ...paging, page: 0 });
        }}
      >
        {sources.map((value) => (
          <SelectItem key={value} id={value}>
            {intl.formatMessage(m[value])}
          </SelectItem>
        ))}
      </Select>
      {table}
    </Stack>
  );
}

/** /settings/account-history: account events and the activity log. */
export function AccountHistoryPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  return (
    <Stack space="large">
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      <Tabs>
        <TabList aria-label={intl.formatMessage(m.sections)}>
          <Tab id="history">{intl.formatMessage(m.historyTab)}</Tab>
          <Tab id="activity">{intl.formatMessage(m.activityTab)}</Tab>
        </TabList>
        <TabPanel id="history">
          <AccountHistoryTable />
        </TabPanel>
        <TabPanel id="activity">
          <ActivityLogTable />
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
