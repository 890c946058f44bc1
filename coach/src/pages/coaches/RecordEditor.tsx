import { toast, useForm, type UseFormResult } from '@hci/design-system';
import { createApi } from '@hci/api-schema';
import { useApi, useBoundApi } from '@hci/app-frame';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { commonMessages } from '../../components/commonMessages';
import { EditorDialog } from '../../components/EditorDialog';

type FormSchema = Parameters<typeof useForm>[0]['schema'];
type ValuesOf<S extends FormSchema> = ReturnType<typeof useForm<S>>['values'];
type Api = ReturnType<typeof createApi>;

/**
 * One kind of the coach's records (an education, a certification) as its editor shows and saves
 * it: the editor of each kind is this configuration given to `RecordEditor`.
 */
export interface RecordKind<Saved extends { id: number }, S extends FormSchema, Body, Update> {
  schema: S;
  /** The form's values: the record's, or a new record's. */
  values: (record: Saved | undefined) => ValuesOf<S>;
  /**
   * What saving sends. Saving replaces the record, so what the editor does not show goes back as
   * it was.
   */
  body: (values: ValuesOf<S>, record: Saved | undefined) => Body;
  create: (api: Api, coachId: number) => UseMutationOptions<Saved, Error, Body>;
  update: (api: Api, coachId: number) => UseMutationOptions<Saved, Error, Update>;
  /** The update's variables: the record's id, under the name its operation gives it, and the body. */
  updateOf: (record: Saved, body: Body) => Update;
  /** The analytics events of a record added and of one updated. */
  events: { added: string; updated: string };
  /** The dialog's title: adding a record, or editing this one. */
  title: (intl: IntlShape, record: Saved | undefined) => string;
  fields: (form: UseFormResult<ValuesOf<S>>, intl: IntlShape) => ReactNode;
}

export interface RecordEditorProps<Saved> {
  coachId: number;
  /** The record to edit; none to add one. */
  record?: Saved;
  /** Closes the editor; after a save, with the saved record's id. */
  onClose: (savedId?: number) => void;
}

/** The dialog that adds a record of one kind, or edits the one given; loaded when first opened. */
export function RecordEditor<Saved extends { id: number }, S extends FormSchema, Body, Update>({
  kind,
  coachId,
  record,
  onClose,
}: RecordEditorProps<Saved> & { kind: RecordKind<Saved, S, Body, Update> }) {
  const intl = useIntl();
  const { analytics } = useApi();
  const api = useBoundApi(createApi);
  const create = useMutation(kind.create(api, coachId));
  const update = useMutation(kind.update(api, coachId));
  const form = useForm({
    schema: kind.schema,
    initialValues: kind.values(record),
    onSubmit: async (values) => {
      const body = kind.body(values, record);
      const saved = record
        ? await update.mutateAsync(kind.updateOf(record, body))
        : await create.mutateAsync(body);
      analytics.track(record ? kind.events.updated : kind.events.added);
      toast.positive(commonMessages.saved);
      onClose(saved.id);
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <EditorDialog title={kind.title(intl, record)} form={form} onClose={() => onClose()}>
      {kind.fields(form, intl)}
    </EditorDialog>
  );
}
