import {
  ComboBox,
  ComboBoxItem,
  EmailField,
  ErrorSummary,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextArea,
  Text,
  TextField,
  rules,
} from '@hci/design-system';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../components/EditorDialog';
import { FreeTimeSelect } from './FreeTimeSelect';
import { notesLimit } from './sessionForm';
import { sessionMessages as m } from './sessionMessages';
import { type SessionEditorState, useSessionEditor } from './useSessionEditor';

/** Who the session is for: a client the coach has, or a new one by name and email. */
function ClientFields({ editor }: { editor: SessionEditorState }) {
  const intl = useIntl();
  const { form } = editor;
  return (
    <>
      <RadioGroup
        label={intl.formatMessage(m.client)}
        orientation="horizontal"
        value={editor.clientKind}
        onChange={editor.chooseClientKind}
      >
        <Radio value="existing">{intl.formatMessage(m.existingClient)}</Radio>
        <Radio value="new">{intl.formatMessage(m.newClient)}</Radio>
      </RadioGroup>
      {editor.clientKind === 'existing' ? (
        <ComboBox
          {...comboBoxField(form.field('customerId'))}
          label={intl.formatMessage(m.customer)}
          description={intl.formatMessage(m.customerHelp)}
          items={editor.customers}
          isRequired
        >
          {(option) => (
            <ComboBoxItem id={option.value} textValue={option.label}>
              {option.label}
            </ComboBoxItem>
          )}
        </ComboBox>
      ) : (
        <>
          <TextField
            {...form.field('customerName')}
            label={intl.formatMessage(m.customerName)}
            autoComplete="off"
            isRequired
          />
          <EmailField
            {...form.field('customerEmail')}
            label={intl.formatMessage(m.customerEmail)}
            autoComplete="off"
            isRequired
          />
        </>
      )}
    </>
  );
}

/** The service, one of its free times, how it is delivered, and the link of an online one. */
function ServiceFields({ editor }: { editor: SessionEditorState }) {
  const intl = useIntl();
  const { form, bookable, service, schedule, modeLabel } = editor;
  const startsAt = form.field('startsAt');
  return (
    <>
      <Select
        {...form.field('productId')}
        onChange={editor.chooseService}
        label={intl.formatMessage(m.service)}
        description={bookable.length === 0 ? intl.formatMessage(m.noServices) : undefined}
        isRequired
      >
        {[
          <SelectItem key="" id="">
            {intl.formatMessage(m.chooseService)}
          </SelectItem>,
          ...bookable.map((candidate) => (
            <SelectItem key={candidate.id} id={String(candidate.id)}>
              {candidate.title}
            </SelectItem>
          )),
        ]}
      </Select>
      {service && schedule ? (
        <FreeTimeSelect
          key={service.id}
          coachId={editor.coachId}
          productId={service.id}
          scheduleId={schedule.id}
          scheduleZone={schedule.timeZone}
          id={startsAt.id}
          value={startsAt.value}
          errorMessage={startsAt.errorMessage}
          onChange={editor.chooseTime}
        />
      ) : null}
      {modeLabel ? (
        <Text>{intl.formatMessage(m.deliveredAs, { mode: intl.formatMessage(modeLabel) })}</Text>
      ) : null}
      {editor.mode === 'ONLINE' ? (
        <TextField
          {...form.field('meetingUrl')}
          type="url"
          onBlur={() => form.setValue('meetingUrl', rules.withWebScheme(form.values.meetingUrl))}
          label={intl.formatMessage(m.meetingUrl)}
          description={intl.formatMessage(m.meetingUrlHelp)}
          maxLength={300}
        />
      ) : null}
    </>
  );
}

/**
 * Books a session for a client in a dialog: a client the coach has (or a new one), one of their
 * published services and one of its free times; the service decides how it is delivered, and an
 * online session starts with the coach's video-room link.
 */
export function SessionEditor({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const editor = useSessionEditor(onClose);
  const { form } = editor;
  return (
    <EditorDialog
      title={intl.formatMessage(m.createTitle)}
      form={form}
      onClose={onClose}
      size="large"
      submitLabel={intl.formatMessage(m.book)}
    >
      <ErrorSummary {...form.summaryProps} />
      <ClientFields editor={editor} />
      <ServiceFields editor={editor} />
      <TextArea
        {...form.field('notes')}
        label={intl.formatMessage(m.notes)}
        characterLimit={notesLimit}
        rows={3}
      />
    </EditorDialog>
  );
}

/** A form field bound to a ComboBox: its value is the chosen option's key. */
function comboBoxField(field: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}) {
  return {
    id: field.id,
    selectedKey: field.value || null,
    onSelectionChange: (key: string | number | null) =>
      field.onChange(key === null ? '' : String(key)),
    errorMessage: field.errorMessage,
    isInvalid: field.errorMessage !== undefined,
  };
}
