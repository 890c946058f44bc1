import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MenuTrigger, Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'wouter';
import { isApiError, type CommunicationIntent } from '@hci/api-schema';
import {
  Badge,
  Button,
  ChevronDownIcon,
  ConfirmDialog,
  Dialog,
  EmptyState,
  errorMessage,
  Heading,
  Inline,
  Link,
  LoadError,
  LoadingRegion,
  Menu,
  MenuItem,
  Pagination,
  type Selection,
  Skeleton,
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
  Text,
  toast,
  useFormatters,
  vars,
  visuallyHidden,
} from '@hci/design-system';
import { useStudentId } from '../../app/api';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { inboxMessages as m } from './messages';
import * as styles from './InboxPage.css';
import { usePortalQueries } from '../../app/queries';

/** Notification lists page 20 at a time (spec §9). */
export const inboxPageSize = 20;

type View = 'inbox' | 'archived';

function useInboxLocation() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'archived' ? 'archived' : 'inbox';
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const go = (next: { view?: View; page?: number }) => {
    const nextView = next.view ?? view;
    const nextPage = next.page ?? 0;
    const query = new URLSearchParams();
    if (nextView === 'archived') query.set('view', 'archived');
    if (nextPage > 0) query.set('page', String(nextPage + 1));
    setParams(query);
  };
  return { view, page, go };
}

function selectedIds(selection: Selection, items: readonly CommunicationIntent[]): number[] {
  return items.filter((item) => selection.has(item.id)).map((item) => item.id);
}

function MessageDialog({
  message,
  onClose,
}: {
  message: CommunicationIntent;
  onClose: () => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={message.subject}
      footer={(close) => (
        <Button variant="secondary" onPress={close}>
          {intl.formatMessage(m.close)}
        </Button>
      )}
    >
      <Stack space="medium">
        <Text size="small" tone="secondary">
          {format.longDate(message.createdAt)}
        </Text>
        <Text>{message.body}</Text>
        {message.link?.startsWith('/') && (
          <Link href={message.link}>{intl.formatMessage(m.openLink)}</Link>
        )}
      </Stack>
    </Dialog>
  );
}

/** /inbox: communication intents, 20 a page, read, archive, unarchive and delete (spec §4). */
export function InboxPage() {
  const intl = useIntl();
  const format = useFormatters();
  const queries = usePortalQueries();
  const studentId = useStudentId();
  const intents = queries.communicationIntents;
  const { view, page, go } = useInboxLocation();
  const archived = view === 'archived';
  useDocumentTitle(intl.formatMessage(m.title));

  const list = useQuery({
    ...intents.list(
      studentId,
      { channels: ['INBOX'], archived },
      { page, size: inboxPageSize, descending: true },
    ),
    placeholderData: keepPreviousData,
  });
  const [selection, setSelection] = useState<Selection>(new Set());
  const [opened, setOpened] = useState<CommunicationIntent>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const items = list.data?.content ?? [];
  const total = list.data?.pagination.total ?? 0;
  const selected = selectedIds(selection, items);

  // A page emptied by archiving or deleting its last rows moves back one page.
  useEffect(() => {
    if (list.data && list.data.content.length === 0 && page > 0) go({ page: page - 1 });
  });
  useEffect(() => setSelection(new Set()), [view, page]);

  const failed = (error: unknown) =>
    toast.critical(errorMessage(isApiError(error) ? error.key : 'default'));
  const done = (message: (typeof m)[keyof typeof m]) => (count: number) => {
    setSelection(new Set());
    toast.positive(message, { values: { count } });
  };
  // The factories' own onSuccess refreshes the lists and the badge; the toasts come per call.
  const archiveMany = useMutation({ ...intents.archiveMany(studentId), onError: failed });
  const unarchiveMany = useMutation({ ...intents.unarchiveMany(studentId), onError: failed });
  const deleteMany = useMutation({ ...intents.deleteMany(studentId), onError: failed });
  const archive = (ids: number[]) => archiveMany.mutate(ids, { onSuccess: done(m.archived) });
  const unarchive = (ids: number[]) => unarchiveMany.mutate(ids, { onSuccess: done(m.unarchived) });
  const updateStatus = useMutation({ ...intents.updateStatus(studentId), onError: failed });
  const markRead = async (ids: readonly number[]) => {
    const unread = items.filter((item) => ids.includes(item.id) && item.status !== 'READ');
    await Promise.all(
      unread.map((item) =>
        updateStatus.mutateAsync({ communicationIntentId: item.id, status: 'READ' }),
      ),
    );
    return unread.length;
  };
  const open = (message: CommunicationIntent) => {
    setOpened(message);
    if (message.status !== 'READ')
      updateStatus.mutate({ communicationIntentId: message.id, status: 'READ' });
  };

  const heading = <Heading level={1}>{intl.formatMessage(m.title)}</Heading>;

  let content;
  if (list.isError) {
    content = (
      <LoadError
        error={list.error}
        isRetrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    content = (
      <LoadingRegion label={intl.formatMessage(m.loading)}>
        <Stack space="small">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} shape="block" height={vars.size.touchTarget} />
          ))}
        </Stack>
      </LoadingRegion>
    );
  } else if (total === 0) {
    content = archived ? (
      <EmptyState
        title={intl.formatMessage(m.emptyArchivedTitle)}
        description={intl.formatMessage(m.emptyArchivedBody)}
        action={
          <Button variant="secondary" onPress={() => go({ view: 'inbox' })}>
            {intl.formatMessage(m.backToInbox)}
          </Button>
        }
      />
    ) : (
      <EmptyState
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyBody)}
      />
    );
  } else {
    const busy = archiveMany.isPending || unarchiveMany.isPending || deleteMany.isPending;
    content = (
      <Stack space="medium">
        <div
          role="toolbar"
          aria-label={intl.formatMessage(m.bulkActions)}
          className={styles.toolbar}
        >
          <Text as="span" size="small" tone="secondary">
            {intl.formatMessage(m.selected, { count: selected.length })}
          </Text>
          <Inline space="xsmall">
            {archived ? (
              <Button
                variant="secondary"
                isDisabled={selected.length === 0 || busy}
                onPress={() => unarchive(selected)}
              >
                {intl.formatMessage(m.unarchiveSelected)}
              </Button>
            ) : (
              <>
                <Button
                  variant="secondary"
                  isDisabled={selected.length === 0 || busy}
                  onPress={() => archive(selected)}
                >
                  {intl.formatMessage(m.archiveSelected)}
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={selected.length === 0 || busy}
                  onPress={() => void markRead(selected).then(done(m.markedRead))}
                >
                  {intl.formatMessage(m.markSelectedRead)}
                </Button>
              </>
            )}
            <Button
              variant="critical"
              isDisabled={selected.length === 0 || busy}
              onPress={() => setConfirmingDelete(true)}
            >
              {intl.formatMessage(m.deleteSelected)}
            </Button>
          </Inline>
        </div>
        <Table
          aria-label={intl.formatMessage(archived ? m.archivedTableLabel : m.tableLabel)}
          selectionMode="multiple"
          selectedKeys={selection}
          onSelectionChange={setSelection}
        >
          <TableHeader>
            <TableColumn isRowHeader>{intl.formatMessage(m.subject)}</TableColumn>
            <TableColumn>{intl.formatMessage(m.received)}</TableColumn>
            <TableColumn>{intl.formatMessage(m.status)}</TableColumn>
            <TableColumn>
              <span className={visuallyHidden}>{intl.formatMessage(m.actions)}</span>
            </TableColumn>
          </TableHeader>
          <TableBody items={items}>
            {(item) => (
              <TableRow id={item.id}>
                <TableCell>
                  <button
                    type="button"
                    className={item.status === 'READ' ? styles.subject : styles.unreadSubject}
                    onClick={() => open(item)}
                  >
                    {item.subject}
                  </button>
                </TableCell>
                <TableCell>{format.longDate(item.createdAt)}</TableCell>
                <TableCell>
                  {item.status === 'READ' ? (
                    <Badge>{intl.formatMessage(m.read)}</Badge>
                  ) : (
                    <Badge tone="info">{intl.formatMessage(m.unread)}</Badge>
                  )}
                </TableCell>
                <TableCell>
                  <MenuTrigger>
                    <AriaButton
                      className={styles.rowMenuButton}
                      aria-label={intl.formatMessage(m.rowActions, { subject: item.subject })}
                    >
                      {intl.formatMessage(m.actions)}
                      <ChevronDownIcon aria-hidden />
                    </AriaButton>
                    <Menu
                      onAction={(action) => {
                        if (action === 'open') open(item);
                        if (action === 'read') void markRead([item.id]).then(done(m.markedRead));
                        if (action === 'archive') archive([item.id]);
                        if (action === 'unarchive') unarchive([item.id]);
                      }}
                    >
                      <MenuItem id="open">{intl.formatMessage(m.open)}</MenuItem>
                      {item.status !== 'READ' && (
                        <MenuItem id="read">{intl.formatMessage(m.markRead)}</MenuItem>
                      )}
                      {archived ? (
                        <MenuItem id="unarchive">{intl.formatMessage(m.unarchive)}</MenuItem>
                      ) : (
                        <MenuItem id="archive">{intl.formatMessage(m.archive)}</MenuItem>
                      )}
                    </Menu>
                  </MenuTrigger>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <Pagination
          total={total}
          page={page}
          pageSize={inboxPageSize}
          pageSizeOptions={[inboxPageSize]}
          onChange={(next) => go({ page: next.page })}
        />
        <ConfirmDialog
          isOpen={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          tone="critical"
          title={intl.formatMessage(m.confirmDeleteTitle, { count: selected.length })}
          confirmLabel={intl.formatMessage(m.confirmDelete)}
          onConfirm={() => deleteMany.mutateAsync(selected).then(done(m.deleted))}
        >
          {intl.formatMessage(m.confirmDeleteBody)}
        </ConfirmDialog>
      </Stack>
    );
  }

  return (
    <Stack space="large">
      {heading}
      <Tabs selectedKey={view} onSelectionChange={(key) => go({ view: key as View })}>
        <TabList aria-label={intl.formatMessage(m.views)}>
          <Tab id="inbox">{intl.formatMessage(m.inboxView)}</Tab>
          <Tab id="archived">{intl.formatMessage(m.archivedView)}</Tab>
        </TabList>
        {/* Only the selected panel renders; both show the list of their view. */}
        <TabPanel id="inbox">{content}</TabPanel>
        <TabPanel id="archived">{content}</TabPanel>
      </Tabs>
      {opened && <MessageDialog message={opened} onClose={() => setOpened(undefined)} />}
    </Stack>
  );
}
