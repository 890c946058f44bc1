import { errorMessage, PageHeading, useCoachSession, useBoundApi } from '@hci/app-frame';
import {
  Alert,
  Button,
  DateField,
  dateRules,
  Heading,
  Inline,
  QueryView,
  rules,
  Select,
  SelectItem,
  Stack,
  Text,
  textFields,
  untypedMessages,
  useForm,
  useFormatters,
} from '@hci/design-system';
import { ApiError, isApiError, type AvailableSchedule, createApi } from '@hci/api-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { defaultRange, earliestEndDate, isRangeInOrder } from './scheduleRange';
import { ScheduleEditor } from './ScheduleEditor';

const messages = untypedMessages(
  defineMessages({
    title: { id: 'coach.schedule.title', defaultMessage: 'Your schedule' },
    loading: { id: 'coach.schedule.loading', defaultMessage: 'Loading your schedule' },
    availabilityHeading: {
      id: 'coach.schedule.availability',
      defaultMessage: 'Free times for a service',
    },
    service: { id: 'coach.schedule.service', defaultMessage: 'Service' },
    noServices: {
      id: 'coach.schedule.noServices',
      defaultMessage: 'Publish a service first to see the times clients can book.',
    },
    startDate: { id: 'coach.schedule.startDate', defaultMessage: 'From' },
    endDate: { id: 'coach.schedule.endDate', defaultMessage: 'To' },
    show: { id: 'coach.schedule.show', defaultMessage: 'Show free times' },
    slotsLoading: { id: 'coach.schedule.slotsLoading', defaultMessage: 'Loading free times' },
    noSlots: { id: 'coach.schedule.noSlots', defaultMessage: 'No free times in these dates.' },
    MONDAY: { id: 'coach.schedule.day.MONDAY', defaultMessage: 'Monday' },
    TUESDAY: { id: 'coach.schedule.day.TUESDAY', defaultMessage: 'Tuesday' },
    WEDNESDAY: { id: 'coach.schedule.day.WEDNESDAY', defaultMessage: 'Wednesday' },
    THURSDAY: { id: 'coach.schedule.day.THURSDAY', defaultMessage: 'Thursday' },
    FRIDAY: { id: 'coach.schedule.day.FRIDAY', defaultMessage: 'Friday' },
    SATURDAY: { id: 'coach.schedule.day.SATURDAY', defaultMessage: 'Saturday' },
    SUNDAY: { id: 'coach.schedule.day.SUNDAY', defaultMessage: 'Sunday' },
  }),
);

// A date that does not exist (02-30) is named on its own field, not taken for a range out of order.
const rangeSchema = textFields({
  startDate: [rules.required, dateRules.validDate],
  endDate: [rules.required, dateRules.validDate],
});

function Slots({ schedule }: { schedule: AvailableSchedule }) {
  const intl = useIntl();
  const format = useFormatters();
  if (schedule.slots.length === 0)
    return <Text tone="secondary">{intl.formatMessage(messages.noSlots)}</Text>;
  return (
    <Stack space="xsmall">
      {schedule.slots.map((slot) => (
        <div key={slot.startsAt}>
          <Text tabularNumbers>
            {format.timeRange(slot.startsAt, slot.endsAt, schedule.timeZone)}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

function AvailabilityFinder({ coachId, scheduleId }: { coachId: number; scheduleId: number }) {
  const intl = useIntl();
  const { timeZone } = useFormatters();
  const api = useBoundApi(createApi);
  const services = useQuery(api.products.list(coachId, { size: 100, type: 'SERVICE' }));
  const [productId, setProductId] = useState<number | null>(null);
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  // Only a published service has times to book; a draft's are not found.
  const bookable = services.data?.content.filter((service) => service.published);
  const chosen = productId ?? bookable?.[0]?.id ?? null;
  const slots = useQuery({
    ...api.products.availableSchedule(
      coachId,
      chosen ?? 0,
      scheduleId,
      range ?? defaultRange(timeZone),
    ),
    enabled: chosen !== null && range !== null,
  });
  const form = useForm({
    schema: rangeSchema,
    initialValues: defaultRange(timeZone),
    // The API's own rule, checked before asking it, shown on the end date.
    serverErrorFields: { startTimeMustBeLessThanEndTime: 'endDate' },
    onSubmit: (values) => {
      if (!isRangeInOrder(values.startDate, values.endDate)) {
        throw new ApiError(400, { key: 'startTimeMustBeLessThanEndTime' });
      }
      setRange(values);
    },
  });
  if (bookable && bookable.length === 0) {
    return <Text tone="secondary">{intl.formatMessage(messages.noServices)}</Text>;
  }
  return (
    <Stack space="medium">
      <form {...form.formProps}>
        <Stack space="medium">
          <Select
            label={intl.formatMessage(messages.service)}
            selectedKey={chosen}
            onSelectionChange={(key) => setProductId(Number(key))}
          >
            {(bookable ?? []).map((service) => (
              <SelectItem key={service.id} id={service.id}>
                {service.title}
              </SelectItem>
            ))}
          </Select>
          <Inline space="medium" alignY="top">
            <DateField
              {...form.field('startDate')}
              label={intl.formatMessage(messages.startDate)}
              upcoming
              isRequired
            />
            <DateField
              {...form.field('endDate')}
              label={intl.formatMessage(messages.endDate)}
              upcoming
              minDate={earliestEndDate(form.values.startDate)}
              isRequired
            />
          </Inline>
          <Button type="submit" variant="secondary">
            {intl.formatMessage(messages.show)}
          </Button>
        </Stack>
      </form>
      {range === null ? null : slots.isError ? (
        <Alert tone="critical">
          {intl.formatMessage(errorMessage(isApiError(slots.error) ? slots.error.key : 'default'))}
        </Alert>
      ) : slots.data ? (
        <Slots schedule={slots.data} />
      ) : (
        <Text tone="secondary">{intl.formatMessage(messages.slotsLoading)}</Text>
      )}
    </Stack>
  );
}

/**
 * The schedule, editable (time zone, weekly hours, booking settings, dates of their own), and for a
 * service the free times between two dates.
 */
export function MyCoachSchedulePage() {
  const intl = useIntl();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const schedule = useQuery(api.coachSchedule.detail(coachId));
  return (
    <Stack space="xlarge">
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      <QueryView query={schedule} loadingLabel={intl.formatMessage(messages.loading)}>
        {(data) => (
          <Stack space="xlarge">
            <ScheduleEditor
              coachId={coachId}
              schedule={data}
              dayName={(day) => intl.formatMessage(messages[day])}
            />
            <Stack as="section" space="medium">
              <Heading level={2}>{intl.formatMessage(messages.availabilityHeading)}</Heading>
              <AvailabilityFinder coachId={coachId} scheduleId={data.id} />
            </Stack>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
