import { deliveryModeOptions } from '@hci/app-frame';
import {
  DateField,
  EmailField,
  ErrorSummary,
  Inline,
  Radio,
  RadioGroup,
  TextArea,
  Text,
  TextField,
  toast,
  useForm,
  useFormatters,
} from '@hci/design-system';
import { ApiError, useApi, useCoachSession, createApi, useBoundApi } from '@hci/api-schema';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { EditorDialog } from '../../components/EditorDialog';
import { commonMessages } from '../../components/commonMessages';
import { TimeSelect } from '../../components/TimeSelect';
import { emptySession, formToSessionInput, isInOrder, sessionFormSchema } from './sessionForm';
import { sessionMessages as m } from './sessionMessages';

/** Books a session for a client in a dialog; times are read in the coach's time zone. */
export function SessionEditor({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { analytics } = useApi();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const create = useMutation(api.coachSessions.create(coachId));
  const format = useFormatters();
  const { timeZone } = format;
  const form = useForm({
    schema: useMemo(() => sessionFormSchema(Temporal.Now.plainDateISO(timeZone)), [timeZone]),
    initialValues: emptySession,
    errorSummary: true,
    // The API's own rule, checked before asking it, shown on the end time.
    serverErrorFields: { startTimeMustBeLessThanEndTime: 'endTime' },
    onSubmit: async (values) => {
      if (!isInOrder(values.startTime, values.endTime)) {
        throw new ApiError(400, { key: 'startTimeMustBeLessThanEndTime' });
      }
      const body = formToSessionInput(values, timeZone);
      await create.mutateAsync(body);
      analytics.track('sessionCreated', { properties: { deliveryMode: body.deliveryMode } });
      toast.positive(intl.formatMessage(m.created, { name: body.customerName }));
      onClose();
    },
    onServerError: (message) => toast.critical(message),
  });
  const { values } = form;
  return (
    <EditorDialog
      title={intl.formatMessage(m.createTitle)}
      form={form}
      onClose={onClose}
      size="large"
      submitLabel={intl.formatMessage(m.book)}
    >
      <ErrorSummary {...form.summaryProps} />
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
      <DateField {...form.field('date')} label={intl.formatMessage(m.date)} isRequired />
      <Inline space="medium" alignY="top">
        <TimeSelect
          {...form.field('startTime')}
          label={intl.formatMessage(m.startTime)}
          isRequired
        />
        <TimeSelect {...form.field('endTime')} label={intl.formatMessage(m.endTime)} isRequired />
      </Inline>
      <Text tone="secondary" size="small">
        {intl.formatMessage(commonMessages.timesIn, { zone: format.timeZoneName(timeZone) })}
      </Text>
      <RadioGroup
        label={intl.formatMessage(m.deliveryMode)}
        orientation="horizontal"
        value={values.deliveryMode}
        onChange={(mode) =>
          form.setValue('deliveryMode', mode === 'IN_PERSON' ? 'IN_PERSON' : 'ONLINE')
        }
      >
        {deliveryModeOptions.map((option) => (
          <Radio key={option.value} value={option.value}>
            {intl.formatMessage(option.label)}
          </Radio>
        ))}
      </RadioGroup>
      {values.deliveryMode === 'ONLINE' ? (
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
