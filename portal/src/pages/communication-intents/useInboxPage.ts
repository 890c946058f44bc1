import { errorMessageOf, useStudentId, useBoundApi } from '@hci/app-frame';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type CommunicationIntent, createApi } from '@hci/api-schema';
import { focusAfterRemoval, type Selection, toast, useFormatters } from '@hci/design-system';
import { useListAddress } from '../../components/useListAddress';
import { inboxMessages as m } from './inboxMessages';
import { intentText } from './intentText';

/** Notification lists page 20 at a time. */
export const inboxPageSize = 20;

export const views = ['inbox', 'archived'] as const;

export const messageId = (id: number) => `inbox-message-${id}`;

function selectedIds(selection: Selection, items: readonly CommunicationIntent[]): number[] {
  return items.filter((item) => selection.has(item.id)).map((item) => item.id);
}

/**
 * The inbox's state and actions, apart from how it looks: the view and page in the address, the
 * list, the selection, the opened message, and reading, archiving, unarchiving and deleting with
 * focus kept in place.
 */
export function useInboxPage() {
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

  return {
    address,
    view,
    archived,
    list,
    items,
    total,
    textOf,
    selection,
    setSelection,
    selected,
    /** One bulk action at a time. */
    busy: archiveMany.isPending || unarchiveMany.isPending || deleteMany.isPending,
    archiveSelected: () => archive(selected),
    unarchiveSelected: () => unarchive(selected),
    markSelectedRead: () => void markSelectedRead(selected),
    confirmingDelete,
    setConfirmingDelete,
    deleteSelected: () => remove(selected),
    opened,
    /** Opening a message reads it. */
    open: (message: CommunicationIntent) => {
      setOpened(message);
      if (message.status !== 'READ')
        updateStatus.mutate({ communicationIntentId: message.id, status: 'READ' });
    },
    closeMessage: () => setOpened(undefined),
  };
}

export type InboxPageState = ReturnType<typeof useInboxPage>;
