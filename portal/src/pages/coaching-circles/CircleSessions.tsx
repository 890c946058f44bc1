import { errorMessageOf, useBoundApi, useStudentId, positiveMessages } from '@hci/app-frame';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { createApi, type CoachingCircle, type CoachingCircleSession } from '@hci/api-schema';
import {
  Badge,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  toast,
  useFormatters,
  useOnePress,
} from '@hci/design-system';
import { circleMessages as m } from './circleMessages';

/** The leader ticks who came; the answer replaces the circle in the list. */
function AttendanceDialog({
  circle,
  session,
  date,
  onClose,
}: {
  circle: CoachingCircle;
  session: CoachingCircleSession;
  date: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const submit = useMutation(queries.coachingCircles.submitAttendance(studentId));
  const [attendees, setAttendees] = useState(session.attendeeStudentIds.map(String));
  const formId = `attendance-${session.id}`;
  // One submission however fast the button is pressed twice.
  const [submitOnce, isSubmitting] = useOnePress(async () => {
    try {
      await submit.mutateAsync({
        circleId: circle.id,
        circleSessionId: session.id,
        attendeeStudentIds: attendees.map(Number),
      });
      toast.positive(positiveMessages.attendanceSubmitted);
      onClose();
    } catch (error) {
      toast.critical(errorMessageOf(error));
    }
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(m.attendanceDialog, { date })}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button type="submit" form={formId} isPending={isSubmitting}>
            {intl.formatMessage(m.submitAttendance)}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void submitOnce();
        }}
      >
        <CheckboxGroup
          label={intl.formatMessage(m.attendees)}
          value={attendees}
          onChange={setAttendees}
        >
          {circle.members.map((member) => (
            <Checkbox key={member.studentId} value={String(member.studentId)}>
              {member.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </form>
    </Dialog>
  );
}

/** A circle's sessions by date; the leader takes attendance of the open ones. */
export function CircleSessions({
  circle,
  isLeader,
}: {
  circle: CoachingCircle;
  isLeader: boolean;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const [taking, setTaking] = useState<CoachingCircleSession>();
  if (circle.sessions.length === 0)
    return <Text tone="secondary">{intl.formatMessage(m.noSessions)}</Text>;
  const dateOf = (session: CoachingCircleSession) =>
    format.timeRange(session.startsAt, session.endsAt);
  return (
    <>
      <Table
        aria-label={intl.formatMessage(m.sessionsTable, { name: circle.name })}
        narrowLayout="stacked"
      >
        <TableHeader>
          <TableColumn isRowHeader>{intl.formatMessage(m.sessionDate)}</TableColumn>
          <TableColumn>{intl.formatMessage(m.sessionStatus)}</TableColumn>
          <TableColumn>{intl.formatMessage(m.attendance)}</TableColumn>
          {isLeader ? <TableColumn>{intl.formatMessage(m.attendanceAction)}</TableColumn> : null}
        </TableHeader>
        <TableBody items={circle.sessions}>
          {(session) => (
            <TableRow id={session.id}>
              <TableCell>{dateOf(session)}</TableCell>
              <TableCell>
                <Badge tone={session.status === 'OPEN' ? 'positive' : 'neutral'}>
                  {intl.formatMessage(m[`session${session.status}`])}
                </Badge>
              </TableCell>
              <TableCell>
                {intl.formatMessage(m.attendanceCount, {
                  count: session.attendeeStudentIds.length,
                  total: circle.members.length,
                })}
              </TableCell>
              {isLeader ? (
                <TableCell>
                  {session.status === 'OPEN' ? (
                    <Button
                      variant="secondary"
                      aria-label={intl.formatMessage(m.takeAttendance, { date: dateOf(session) })}
                      onPress={() => setTaking(session)}
                    >
                      {intl.formatMessage(m.takeAttendanceShort)}
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          )}
        </TableBody>
      </Table>
      {taking ? (
        <AttendanceDialog
          circle={circle}
          session={taking}
          date={dateOf(taking)}
          onClose={() => setTaking(undefined)}
        />
      ) : null}
    </>
  );
}
