import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { createApi, type CoachingCircle } from '@hci/api-schema';
import {
  Badge,
  Button,
  Card,
  EmailField,
  EmptyState,
  FactList,
  Heading,
  QueryView,
  rules,
  Skeleton,
  Stack,
  Text,
  textFields,
  toast,
  useForm,
  vars,
} from '@hci/design-system';
import { PageHeading, useBoundApi, useStudentId, infoMessages } from '@hci/app-frame';
import { CircleSessions } from './CircleSessions';
import { circleMessages as m } from './circleMessages';

const statusTone = {
  OPEN: 'positive',
  IN_PROGRESS: 'info',
  COMPLETED: 'neutral',
  TRANSFERRED: 'caution',
} as const;

const memberSchema = textFields({ email: [rules.required, rules.email] });

/** The leader adds a student by e-mail; a full, transferred or session-less circle says why not. */
function AddMemberForm({ circle }: { circle: CoachingCircle }) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const add = useMutation(queries.coachingCircles.addMember(studentId));
  const headingId = useId();
  const form = useForm({
    schema: memberSchema,
    initialValues: { email: '' },
    onSubmit: async ({ email }) => {
      await add.mutateAsync({ circleId: circle.id, email: email.trim() });
      toast.info(infoMessages.successAddStudentToCoachingCircle);
      form.reset({ email: '' });
    },
    onServerError: (message) => toast.critical(message),
  });
  return (
    <section aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={3} id={headingId}>
          {intl.formatMessage(m.addHeading)}
        </Heading>
        {circle.status === 'TRANSFERRED' ? (
          <Text tone="secondary">{intl.formatMessage(m.addClosed)}</Text>
        ) : (
          <form {...form.formProps}>
            <Stack space="small">
              <EmailField
                {...form.field('email')}
                label={intl.formatMessage(m.addEmail)}
                isRequired
              />
              <Button type="submit" isPending={form.isSubmitting}>
                {intl.formatMessage(m.addSubmit)}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </section>
  );
}

function CircleCard({ circle, studentId }: { circle: CoachingCircle; studentId: number }) {
  const intl = useIntl();
  const headingId = useId();
  const isLeader = circle.leaderStudentId === studentId;
  const leader = isLeader ? intl.formatMessage(m.leaderYou) : circle.leaderName;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="large">
        <Heading level={2} id={headingId}>
          {circle.name}
        </Heading>
        <FactList
          facts={[
            {
              label: intl.formatMessage(m.status),
              value: (
                <Badge tone={statusTone[circle.status]}>
                  {intl.formatMessage(m[circle.status])}
                </Badge>
              ),
            },
            { label: intl.formatMessage(m.leader), value: leader },
            {
              label: intl.formatMessage(m.members),
              value: intl.formatMessage(m.memberCount, {
                count: circle.members.length,
                max: circle.maxStudents,
              }),
            },
          ]}
        />
        <Stack space="small">
          <Heading level={3}>{intl.formatMessage(m.membersHeading)}</Heading>
          {circle.members.length === 0 ? (
            <Text tone="secondary">{intl.formatMessage(m.noMembers)}</Text>
          ) : (
            <ul>
              {circle.members.map((member) => (
                <li key={member.studentId}>
                  <Text>
                    {member.name} · {member.email}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Stack>
        <Stack space="small">
          <Heading level={3}>{intl.formatMessage(m.sessionsHeading)}</Heading>
          <CircleSessions circle={circle} isLeader={isLeader} />
        </Stack>
        {isLeader ? <AddMemberForm circle={circle} /> : null}
      </Stack>
    </Card>
  );
}

/** /coaching-circles: the circles the student belongs to or leads, with their sessions. */
export function CoachingCirclesPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const circles = useQuery(queries.coachingCircles.list(studentId));
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <QueryView
        query={circles}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<Skeleton shape="block" height={vars.size.touchTarget} />}
        isEmpty={(data) => data.content.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
          />
        }
      >
        {(data) => (
          <Stack space="large">
            {data.content.map((circle) => (
              <CircleCard key={circle.id} circle={circle} studentId={studentId} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
