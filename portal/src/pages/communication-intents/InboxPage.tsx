import { PageHeading } from '@hci/app-frame';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { type CommunicationIntent } from '@hci/api-schema';
import {
  Badge,
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Inline,
  Link,
  NavTabs,
  Pagination,
  QueryView,
  Refreshing,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  useFormatters,
  vars,
} from '@hci/design-system';
import { inboxMessages as m } from './inboxMessages';
import * as styles from './InboxPage.css';
import { type IntentText } from './intentText';
import { inboxPageSize, type InboxPageState, messageId, useInboxPage, views } from './useInboxPage';

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

/** What the list shows with no messages: the archive points back to the inbox. */
function InboxEmpty({ inbox }: { inbox: InboxPageState }) {
  const intl = useIntl();
  return inbox.archived ? (
    <EmptyState
      title={intl.formatMessage(m.emptyArchivedTitle)}
      description={intl.formatMessage(m.emptyArchivedBody)}
      action={
        <Link href={inbox.address.viewHref('inbox')} appearance="secondary">
          {intl.formatMessage(m.backToInbox)}
        </Link>
      }
    />
  ) : (
    <EmptyState
      title={intl.formatMessage(m.emptyTitle)}
      description={intl.formatMessage(m.emptyBody)}
    />
  );
}

/** The bulk actions on the selected messages, with how many are selected. */
function BulkActions({ inbox }: { inbox: InboxPageState }) {
  const intl = useIntl();
  const { selected } = inbox;
  const isDisabled = selected.length === 0 || inbox.busy;
  return (
    // A group, not role="toolbar": its buttons are Tab stops, not an arrow-key widget.
    <div role="group" aria-label={intl.formatMessage(m.bulkActions)} className={styles.toolbar}>
      <div role="status">
        <Text as="span" size="small" tone="secondary">
          {selected.length === 0
            ? intl.formatMessage(m.noneSelected)
            : intl.formatMessage(m.selected, { count: selected.length })}
        </Text>
      </div>
      <Inline space="xsmall">
        {inbox.archived ? (
          <Button variant="secondary" isDisabled={isDisabled} onPress={inbox.unarchiveSelected}>
            {intl.formatMessage(m.unarchiveSelected)}
          </Button>
        ) : (
          <>
            <Button variant="secondary" isDisabled={isDisabled} onPress={inbox.archiveSelected}>
              {intl.formatMessage(m.archiveSelected)}
            </Button>
            <Button variant="secondary" isDisabled={isDisabled} onPress={inbox.markSelectedRead}>
              {intl.formatMessage(m.markSelectedRead)}
            </Button>
          </>
        )}
        <Button
          variant="critical"
          isDisabled={isDisabled}
          onPress={() => inbox.setConfirmingDelete(true)}
        >
          {intl.formatMessage(m.deleteSelected)}
        </Button>
      </Inline>
    </div>
  );
}

/** The messages, selectable, each subject opening its message. */
function MessageTable({ inbox }: { inbox: InboxPageState }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Table
      aria-label={intl.formatMessage(inbox.archived ? m.archivedTableLabel : m.tableLabel)}
      narrowLayout="stacked"
      selectionMode="multiple"
      selectedKeys={inbox.selection}
      onSelectionChange={inbox.setSelection}
    >
      <TableHeader>
        <TableColumn isRowHeader>{intl.formatMessage(m.subject)}</TableColumn>
        <TableColumn>{intl.formatMessage(m.received)}</TableColumn>
        <TableColumn>{intl.formatMessage(m.status)}</TableColumn>
      </TableHeader>
      <TableBody items={inbox.items}>
        {(item) => {
          const text = inbox.textOf(item);
          return (
            <TableRow id={item.id}>
              <TableCell>
                <div className={styles.message}>
                  <AriaButton
                    id={messageId(item.id)}
                    className={item.status === 'READ' ? styles.subject : styles.unreadSubject}
                    onPress={() => inbox.open(item)}
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
  );
}

/** The list once loaded: the bulk actions, the messages, the pages, and the delete's question. */
function InboxList({ inbox }: { inbox: InboxPageState }) {
  const intl = useIntl();
  return (
    <Stack space="medium">
      <BulkActions inbox={inbox} />
      <Refreshing isRefreshing={inbox.list.isPlaceholderData}>
        <MessageTable inbox={inbox} />
      </Refreshing>
      <Pagination
        total={inbox.total}
        {...inbox.address.paging}
        pageSizeOptions={[inboxPageSize]}
        onChange={(next) => inbox.address.showRows(next)}
      />
      <ConfirmDialog
        isOpen={inbox.confirmingDelete}
        onOpenChange={inbox.setConfirmingDelete}
        tone="critical"
        title={intl.formatMessage(m.confirmDeleteTitle, { count: inbox.selected.length })}
        confirmLabel={intl.formatMessage(m.confirmDelete)}
        onConfirm={inbox.deleteSelected}
      >
        {intl.formatMessage(m.confirmDeleteBody)}
      </ConfirmDialog>
    </Stack>
  );
}

/** /inbox: communication intents, 20 a page, read, archive, unarchive and delete. */
export function InboxPage() {
  const intl = useIntl();
  const inbox = useInboxPage();
  const { opened } = inbox;
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <Stack space="medium">
        <NavTabs
          label={intl.formatMessage(m.views)}
          items={views.map((name) => ({
            href: inbox.address.viewHref(name),
            label: intl.formatMessage(name === 'archived' ? m.archivedView : m.inboxView),
            isCurrent: name === inbox.view,
          }))}
        />
        <QueryView
          query={inbox.list}
          loadingLabel={intl.formatMessage(m.loading)}
          skeleton={
            <Stack space="small">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} shape="block" height={vars.size.touchTarget} />
              ))}
            </Stack>
          }
          isEmpty={() => inbox.total === 0}
          empty={<InboxEmpty inbox={inbox} />}
        >
          {() => <InboxList inbox={inbox} />}
        </QueryView>
      </Stack>
      {opened && (
        <MessageDialog message={opened} text={inbox.textOf(opened)} onClose={inbox.closeMessage} />
      )}
    </Stack>
  );
}
