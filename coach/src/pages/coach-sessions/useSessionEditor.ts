import { deliveryModeOptions, useApi, useCoachSession, useBoundApi } from '@hci/app-frame';
import { toast, useForm } from '@hci/design-system';
import { createApi } from '@hci/api-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { formToSessionInput, sessionFormSchema, type ClientKind } from './sessionForm';
import { sessionMessages as m } from './sessionMessages';

/**
 * The session editor's state and actions, apart from how it looks: the clients, the bookable
 * services and the schedule, the form and its booking, and the service's delivery.
 */
export function useSessionEditor(onClose: () => void) {
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
    // Someone else took the time meanwhile: said at the time, to choose another. Someone who has
    // not bought from the coach: said at the client, as named.
    serverErrorFields: {
      slotUnavailable: 'startsAt',
      notYourClient: clientKind === 'new' ? 'customerEmail' : 'customerId',
    },
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

  return {
    coachId,
    form,
    clientKind,
    chooseClientKind: (kind: string) => setClientKind(kind === 'new' ? 'new' : 'existing'),
    customers: customers.data ?? [],
    bookable,
    schedule: schedule.data,
    /** The chosen service, which decides how the session is delivered. */
    service,
    mode,
    modeLabel: deliveryModeOptions.find((option) => option.value === mode)?.label,
    chooseService: (key: string | number | null) => {
      setValue('productId', String(key));
      // Free times belong to one service.
      setValue('startsAt', '');
      setValue('endsAt', '');
    },
    chooseTime: (start: string, end: string) => {
      setValue('startsAt', start);
      setValue('endsAt', end);
    },
  };
}

export type SessionEditorState = ReturnType<typeof useSessionEditor>;
