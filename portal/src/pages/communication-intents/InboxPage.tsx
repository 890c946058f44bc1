import { errorMessageOf, PageHeading, useStudentId, useBoundApi } from '@hci/app-frame';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { type CommunicationIntent, createApi } from '@hci/api-schema';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  focusAfterRemoval,
  Inline,
  Link,
  NavTabs,
  Pagination,
  QueryView,
  Refreshing,
  type Selection,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  toast,
  useFormatters,
  vars,
} from '@hci/design-system';
import { useListAddress } from '../../components/useListAddress';
import { inboxMessages as m } from './inboxMessages';
import * as styles from './InboxPage.css';
import { intentText, type IntentText } from './intentText';

/** Notification lists page 20 at a time. */
export const inboxPageSize = 20;

const views = ['inbox', 'archived'] as const;

const messageId = (id: number) => `inbox-message-${id}`;

function selectedIds(selection: Selection, items: readonly CommunicationIntent[]): number[] {
  return items.filter((item) => selection.has(item.id)).map((item) => item.id);
}

function MessageDialog({
  message,
  text,
  onClose,
}: {
  message: CommunicationIntent;
  text: IntentText;
  onClose: () => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={text.subject}
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
        <Text>{text.body}</Text>
        <Link href={message.link}>{text.action}</Link>
      </Stack>
    </Dialog>
  );
}

/** /inbox: communication intents, 20 a page, read, archive, unarchive and delete. */
export function InboxPage() {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const intents = queries.communicationIntents;
  const address = useListAddress(views, inboxPageSize);
  const { view } = address;
  const { page } = address.paging;
  const archived = view === 'archived';

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
  const textOf = (message: CommunicationIntent) => intentText(intl, format, message);
  const total = list.data?.pagination.total ?? 0;
  const selected = selectedIds(selection, items);

  // A page emptied by archiving or deleting its last rows (or past the end) moves back one page.
  useEffect(() => {
    if (list.data && list.data.content.length === 0 && page > 0)
      address.showRows({ ...address.paging, page: page - 1 }, {}, { replace: true });
  });
  useEffect(() => setSelection(new Set()), [view, page]);

  const failed = (error: unknown) => toast.critical(errorMessageOf(error));
  const done = (message: (typeof m)[keyof typeof m]) => (count: number) => {
    setSelection(new Set());
    toast.positive(message, { values: { count } });
  };
  // The factories' own onSuccess refreshes the lists and the badge; the toasts come per call.
  const archiveMany = useMutation({ ...intents.archiveMany(studentId), onError: failed });
  const unarchiveMany = useMutation({ ...intents.unarchiveMany(studentId), onError: failed });
  const deleteMany = useMutation({ ...intents.deleteMany(studentId), onError: failed });
  // The selected rows leave the list once the action is done; focus goes to the message after them.
  const keepPlace = (ids: readonly number[]) => {
    const row = document.getElementById(messageId(ids[0]!))?.closest('tr');
    return row ? focusAfterRemoval(row) : () => undefined;
  };
  const archive = (ids: number[]) => {
    const stop = keepPlace(ids);
    archiveMany.mutate(ids, { onSuccess: done(m.archived), onError: stop });
  };
  const unarchive = (ids: number[]) => {
    const stop = keepPlace(ids);
    unarchiveMany.mutate(ids, { onSuccess: done(m.unarchived), onError: stop });
  };
  const remove = async (ids: number[]) => {
    const stop = keepPlace(ids);
    try {
      done(m.deleted)(await deleteMany.mutateAsync(ids));
    } catch (error) {
      stop();
      throw error;
    }
  };
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
  // The marked messages stay in the list, but clearing the selection disables the pressed button:
  // focus goes to the first of them rather than falling to the page.
  const markSelectedRead = async (ids: number[]) => {
    done(m.markedRead)(await markRead(ids));
    const row = document.getElementById(messageId(ids[0]!))?.closest('tr');
    row?.querySelector<HTMLElement>('input[type="checkbox"]')?.focus();
  };
  const open = (message: CommunicationIntent) => {
    setOpened(message);
    if (message.status !== 'READ')
      updateStatus.mutate({ communicationIntentId: message.id, status: 'READ' });
  };

  const busy = archiveMany.isPending || unarchiveMany.isPending || deleteMany.isPending;
  const content = (
    <QueryView
      query={list}
      loadingLabel={intl.formatMessage(m.loading)}
      skeleton={
        <Stack space="small">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} shape="block" height={vars.size.touchTarget} />
          ))}
        </Stack>
      }
      isEmpty={() => total === 0}
      empty={
        archived ? (
          <EmptyState
            title={intl.formatMessage(m.emptyArchivedTitle)}
            description={intl.formatMessage(m.emptyArchivedBody)}
            action={
              <Link href={address.viewHref('inbox')} appearance="secondary">
                {intl.formatMessage(m.backToInbox)}
              </Link>
            }
          />
        ) : (
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
          />
        )
      }
    >
      {() => (
        <Stack space="medium">
          {/* A group, not role="toolbar": its buttons are Tab stops, not an arrow-key widget. */}
          <div
            role="group"
            aria-label={intl.formatMessage(m.bulkActions)}
            className={styles.toolbar}
          >
            <div role="status">
              <Text as="span" size="small" tone="secondary">
                {selected.length === 0
                  ? intl.formatMessage(m.noneSelected)
                  : intl.formatMessage(m.selected, { count: selected.length })}
              </Text>
            </div>
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
                    onPress={() => void markSelectedRead(selected)}
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
          <Refreshing isRefreshing={list.isPlaceholderData}>
            <Table
              aria-label={intl.formatMessage(archived ? m.archivedTableLabel : m.tableLabel)}
              narrowLayout="stacked"
              selectionMode="multiple"
              selectedKeys={selection}
              onSelectionChange={setSelection}
            >
              <TableHeader>
                <TableColumn isRowHeader>{intl.formatMessage(m.subject)}</TableColumn>
                <TableColumn>{intl.formatMessage(m.received)}</TableColumn>
                <TableColumn>{intl.formatMessage(m.status)}</TableColumn>
              </TableHeader>
              <TableBody items={items}>
                {(item) => {
                  const text = textOf(item);
                  return (
                    <TableRow id={item.id}>
                      <TableCell>
                        <div className={styles.message}>
                          <AriaButton
                            id={messageId(item.id)}
                            className={
                              item.status === 'READ' ? styles.subject : styles.unreadSubject
                            }
                            onPress={() => open(item)}
                          >
                            {text.subject}
                          </AriaButton>
                          <div className={styles.preview}>
                            <Text as="span" size="small" tone="secondary">
                              {text.body}
                            </Text>
                          </div>
                        </div>
                      </TableCell>
                      <TableCell>{format.longDate(item.createdAt)}</TableCell>
                      <TableCell>
                        {item.status === 'READ' ? (
                          <Badge>{intl.formatMessage(m.read)}</Badge>
                        ) : (
                          <Badge tone="info">{intl.formatMessage(m.unread)}</Badge>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                }}
              </TableBody>
            </Table>
          </Refreshing>
          <Pagination
            total={total}
            {...address.paging}
            pageSizeOptions={[inboxPageSize]}
            onChange={(next) => address.showRows(next)}
          />
          <ConfirmDialog
            isOpen={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            tone="critical"
            title={intl.formatMessage(m.confirmDeleteTitle, { count: selected.length })}
            confirmLabel={intl.formatMessage(m.confirmDelete)}
            onConfirm={() => remove(selected)}
          >
            {intl.formatMessage(m.confirmDeleteBody)}
          </ConfirmDialog>
        </Stack>
      )}
    </QueryView>
  );

  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <Stack space="medium">
        <NavTabs
          label={intl.formatMessage(m.views)}
          items={views.map((name) => ({
            href: address.viewHref(name),
            label: intl.formatMessage(name === 'archived' ? m.archivedView : m.inboxView),
            isCurrent: name === view,
          }))}
        />
        {content}
      </Stack>
      {opened && (
        <MessageDialog
          message={opened}
          text={textOf(opened)}
          onClose={() => setOpened(undefined)}
        />
      )}
    </Stack>
  );
}
