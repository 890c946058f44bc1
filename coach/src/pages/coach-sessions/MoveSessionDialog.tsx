import { rules, Text, textFields, toast, useForm, useFormatters } from '@hci/design-system';
import { type CoachSession, createApi } from '@hci/api-schema';
import { useCoachSession, useBoundApi } from '@hci/app-frame';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { EditorDialog } from '../../components/EditorDialog';
import { FreeTimeSelect } from './FreeTimeSelect';
import { sessionMessages as m } from './sessionMessages';

const moveSchema = textFields({ startsAt: [rules.required] });

/** Moves a session to another free time of its service; a time just taken is said at the field. */
export function MoveSessionDialog({
  session,
  onClose,
}: {
  session: CoachSession & { productId: number };
  onClose: () => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const update = useMutation(api.coachSessions.update(coachId));
  const schedule = useQuery(api.coachSchedule.detail(coachId));
  const name = session.customer.name;
  const form = useForm({
    schema: moveSchema,
    initialValues: { startsAt: '' },
    serverErrorFields: { slotUnavailable: 'startsAt' },
    onSubmit: async ({ startsAt }) => {
      const moved = await update.mutateAsync({ sessionId: session.id, change: { startsAt } });
      toast.positive(
        intl.formatMessage(m.moved, { name, when: format.timeRange(moved.startsAt, moved.endsAt) }),
      );
      onClose();
    },
    onServerError: (message) => toast.critical(message),
  });
  const startsAt = form.field('startsAt');
  return (
    <EditorDialog
      title={intl.formatMessage(m.moveTitle, { name })}
      form={form}
      onClose={onClose}
      submitLabel={intl.formatMessage(m.moveConfirm)}
    >
      <Text>
        {intl.formatMessage(m.moveNow, {
          when: format.timeRange(session.startsAt, session.endsAt),
        })}
      </Text>
      {schedule.data ? (
        <FreeTimeSelect
          coachId={coachId}
          productId={session.productId}
          scheduleId={schedule.data.id}
          scheduleZone={schedule.data.timeZone}
          id={startsAt.id}
          value={startsAt.value}
          errorMessage={startsAt.errorMessage}
          onChange={(start) => startsAt.onChange(start)}
        />
      ) : null}
    </EditorDialog>
  );
}
