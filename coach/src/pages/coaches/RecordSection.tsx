import { errorMessageOf } from '@hci/app-frame';
import {
  Button,
  focusWhenShown,
  Heading,
  Inline,
  QueryView,
  Stack,
  Text,
  toast,
  type QueryState,
} from '@hci/design-system';

import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../components/commonMessages';
import { OnDemandConfirmDialog } from '../../components/OnDemandConfirmDialog';
import { profileMessages as m } from './profileMessages';

export interface RecordSectionProps<Record extends { id: number }> {
  heading: string;
  addLabel: string;
  loadingLabel: string;
  emptyText: string;
  records: QueryState<{ content: Record[] }>;
  /** The record's name (its line's title, and in the edit and delete labels). */
  nameOf: (record: Record) => string;
  /** The line under the name. */
  detailOf: (record: Record) => string;
  editLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
  /**
   * The editor dialog, for a new record when `record` is undefined; loaded on first use. `done`
   * closes it, with the saved record's id after a save.
   */
  editor: (record: Record | undefined, done: (savedId?: number) => void) => ReactNode;
  /** Deletes the record at the API; a rejection keeps the confirmation open. */
  remove: (record: Record) => Promise<unknown>;
}

/**
 * A list of the coach's records (educations, certifications) with add, edit and delete. The
 * editor and the delete confirmation load when first opened, so the profile page carries neither.
 */
export function RecordSection<Record extends { id: number }>({
  heading,
  addLabel,
  loadingLabel,
  emptyText,
  records,
  nameOf,
  detailOf,
  editLabel,
  deleteLabel,
  editor,
  remove,
}: RecordSectionProps<Record>) {
  const intl = useIntl();
  const [editing, setEditing] = useState<{ record?: Record } | null>(null);
  const [deleting, setDeleting] = useState<{ record: Record; item: Element | null } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  return (
    <Stack as="section" space="medium">
      <Inline space="medium" align="spread">
        <Heading level={2}>{heading}</Heading>
        <Button ref={addButton} variant="secondary" onPress={() => setEditing({})}>
          {addLabel}
        </Button>
      </Inline>
      <QueryView
        query={records}
        loadingLabel={loadingLabel}
        isEmpty={(page) => page.content.length === 0}
        empty={<Text tone="secondary">{emptyText}</Text>}
      >
        {(page) => (
          <Stack space="small">
            {page.content.map((record) => (
              <article key={record.id} aria-label={nameOf(record)}>
                <Inline space="medium" align="spread">
                  <Stack space="xxsmall">
                    <Text weight="strong" breakWords>
                      {nameOf(record)}
                    </Text>
                    <Text tone="secondary" size="small" breakWords>
                      {detailOf(record)}
                    </Text>
                  </Stack>
                  <Inline space="xsmall">
                    <Button
                      ref={(button) => {
                        if (button) editButtons.current.set(record.id, button);
                        else editButtons.current.delete(record.id);
                      }}
                      variant="tertiary"
                      aria-label={editLabel(nameOf(record))}
                      onPress={() => setEditing({ record })}
                    >
                      {intl.formatMessage(commonMessages.edit)}
                    </Button>
                    <Button
                      variant="tertiary"
                      aria-label={deleteLabel(nameOf(record))}
                      onClick={(event) =>
                        setDeleting({ record, item: event.currentTarget.closest('article') })
                      }
                    >
                      {intl.formatMessage(commonMessages.delete)}
                    </Button>
                  </Inline>
                </Inline>
              </article>
            ))}
          </Stack>
        )}
      </QueryView>
      {editing ? (
        <Suspense fallback={null}>
          {editor(editing.record, (savedId) => {
            setEditing(null);
            // The keyboard goes on from the saved line, a new one too, not from "Add".
            if (savedId !== undefined)
              focusWhenShown(() => editButtons.current.get(savedId), addButton.current);
          })}
        </Suspense>
      ) : null}
      <OnDemandConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="critical"
        title={intl.formatMessage(m.deleteTitle, { name: deleting ? nameOf(deleting.record) : '' })}
        confirmLabel={intl.formatMessage(commonMessages.delete)}
        removes={deleting?.item}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove(deleting.record);
            toast.positive(commonMessages.deleted);
          } catch (error) {
            toast.critical(errorMessageOf(error));
            throw error;
          }
        }}
      >
        {intl.formatMessage(m.deleteBody)}
      </OnDemandConfirmDialog>
    </Stack>
  );
}
