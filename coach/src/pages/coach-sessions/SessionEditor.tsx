import { deliveryModeOptions, useApi, useCoachSession, useBoundApi } from '@hci/app-frame';
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
  toast,
  useForm,
} from '@hci/design-system';
import { createApi } from '@hci/api-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../components/EditorDialog';
import { FreeTimeSelect } from './FreeTimeSelect';
import { formToSessionInput, sessionFormSchema, type ClientKind } from './sessionForm';
import { sessionMessages as m } from './sessionMessages';

/**
 * Books a session for a client in a dialog: a client the coach has (or a new one), one of their
 * published services and one of its free times; the service decides how it is delivered, and an
 * online session starts with the coach's video-room link.
 */
export function SessionEditor({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { analytics } = useApi();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const create = useMutation(api.coachSessions.create(coachId));
  const customers = useQuery(api.purchases.customers(coachId));
  const services = useQuery(api.products.list(coachId, { size: 100, type: 'SERVICE' }));
  const schedule = useQuery(api.coachSchedule.detail(coachId));
  const coach = useQuery(api.coaches.detail(coachId));
  const videoRoom = coach.data?.coachWebConferenceUrl ?? '';
  // Only a published service has free times.
  const bookable = (services.data?.content ?? []).filter((service) => service.published);
  const [clientKind, setClientKind] = useState<ClientKind>('existing');
  const form = useForm({
    schema: useMemo(() => sessionFormSchema(clientKind), [clientKind]),
    initialValues: {
      customerId: '',
      customerName: '',
      customerEmail: '',
      productId: '',
      startsAt: '',
      endsAt: '',
      meetingUrl: videoRoom,
      notes: '',
    },
    errorSummary: true,
    // Someone else took the time meanwhile: said at the time, to choose another.
    serverErrorFields: { slotUnavailable: 'startsAt' },
    onSubmit: async (values) => {
      const service = bookable.find((candidate) => String(candidate.id) === values.productId);
      const body = formToSessionInput(values, clientKind, service);
      await create.mutateAsync(body);
      analytics.track('sessionCreated', { properties: { deliveryMode: body.deliveryMode } });
      const name =
        clientKind === 'new'
          ? values.customerName.trim()
          : (customers.data?.find((option) => option.value === values.customerId)?.label ?? '');
      toast.positive(intl.formatMessage(m.created, { name }));
      onClose();
    },
    onServerError: (message) => toast.critical(message),
  });
  const { values, setValue } = form;
  // The coach's record may arrive after the dialog opened: its link fills an untouched field.
  useEffect(() => {
    if (videoRoom && values.meetingUrl === '') setValue('meetingUrl', videoRoom);
    // Only the link's arrival matters; a field the coach emptied stays empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoRoom]);
  const service = bookable.find((candidate) => String(candidate.id) === values.productId);
  const mode = service?.serviceSpecification?.session.type;
  const modeLabel = deliveryModeOptions.find((option) => option.value === mode)?.label;
  const startsAt = form.field('startsAt');
  return (
    <EditorDialog
      title={intl.formatMessage(m.createTitle)}
      form={form}
      onClose={onClose}
      size="large"
      submitLabel={intl.formatMessage(m.book)}
    >
      <ErrorSummary {...form.summaryProps} />
      <RadioGroup
        label={intl.formatMessage(m.client)}
        orientation="horizontal"
        value={clientKind}
        onChange={(kind) => setClientKind(kind === 'new' ? 'new' : 'existing')}
      >
        <Radio value="existing">{intl.formatMessage(m.existingClient)}</Radio>
        <Radio value="new">{intl.formatMessage(m.newClient)}</Radio>
      </RadioGroup>
      {clientKind === 'existing' ? (
        <ComboBox
          {...comboBoxField(form.field('customerId'))}
          label={intl.formatMessage(m.customer)}
          description={intl.formatMessage(m.customerHelp)}
          items={customers.data ?? []}
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
      <Select
        {...form.field('productId')}
        onChange={(key) => {
          setValue('productId', String(key));
          // Free times belong to one service.
          setValue('startsAt', '');
          setValue('endsAt', '');
        }}
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
      {service && schedule.data ? (
        <FreeTimeSelect
          key={service.id}
          coachId={coachId}
          productId={service.id}
          scheduleId={schedule.data.id}
          scheduleZone={schedule.data.timeZone}
          id={startsAt.id}
          value={startsAt.value}
          errorMessage={startsAt.errorMessage}
          onChange={(start, end) => {
            setValue('startsAt', start);
            setValue('endsAt', end);
          }}
        />
      ) : null}
      {modeLabel ? (
        <Text>{intl.formatMessage(m.deliveredAs, { mode: intl.formatMessage(modeLabel) })}</Text>
      ) : null}
      {mode === 'ONLINE' ? (
        <TextField
          {...form.field('meetingUrl')}
          type="url"
          label={intl.formatMessage(m.meetingUrl)}
          description={intl.formatMessage(m.meetingUrlHelp)}
          maxLength={300}
        />
      ) : null}
      <TextArea
        {...form.field('notes')}
        label={intl.formatMessage(m.notes)}
        maxLength={1000}
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
