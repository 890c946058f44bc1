import {
  Badge,
  Card,
  EmptyState,
  Heading,
  Inline,
  Stack,
  Text,
  deliveryModeOptions,
} from '@hci/design-system';
import type { CoachSession } from '@hci/api-schema';
import { useQuery } from '@tanstack/react-query';
import { Temporal } from 'temporal-polyfill';
import { defineMessages, useIntl } from 'react-intl';
import { PageHeading } from '../../app/PageHeading';
import { QueryView } from '../../components/QueryView';
import { useCoachSession } from '../../session';
import { useServices } from '../../services';

const messages = defineMessages({
  title: { id: 'coach.sessions.title', defaultMessage: 'Your sessions' },
  loading: { id: 'coach.sessions.loading', defaultMessage: 'Loading your sessions' },
  emptyTitle: { id: 'coach.sessions.empty.title', defaultMessage: 'No sessions booked yet' },
  emptyBody: {
    id: 'coach.sessions.empty.body',
    defaultMessage: 'When clients book one of your services, their sessions appear here.',
  },
  SCHEDULED: { id: 'coach.sessions.status.SCHEDULED', defaultMessage: 'Scheduled' },
  COMPLETED: { id: 'coach.sessions.status.COMPLETED', defaultMessage: 'Completed' },
  CANCELLED: { id: 'coach.sessions.status.CANCELLED', defaultMessage: 'Cancelled' },
});

const epochMilliseconds = (instant: string) => Temporal.Instant.from(instant).epochMilliseconds;

const tone = { SCHEDULED: 'info', COMPLETED: 'positive', CANCELLED: 'neutral' } as const;

function SessionItem({ session }: { session: CoachSession }) {
  const intl = useIntl();
  const mode = deliveryModeOptions.find((option) => option.value === session.deliveryMode);
  const when = intl.formatDateTimeRange(
    epochMilliseconds(session.startsAt),
    epochMilliseconds(session.endsAt),
    {
      dateStyle: 'medium',
      timeStyle: 'short',
    },
  );
  return (
    <Card>
      <Inline space="medium" align="spread">
        <Stack space="xxsmall">
          <Heading level={2} size={4}>
            {session.customer.name}
          </Heading>
          <Text tone="secondary">{when}</Text>
          {mode ? <Text size="small">{intl.formatMessage(mode.label)}</Text> : null}
        </Stack>
        <Badge tone={tone[session.status]}>{intl.formatMessage(messages[session.status])}</Badge>
      </Inline>
    </Card>
  );
}

/** The coach's booked sessions, soonest first. */
export function MySessionsPage() {
  const intl = useIntl();
  const { calls } = useServices();
  const { coachId } = useCoachSession();
  const sessions = useQuery(calls.sessions(coachId));
  return (
    <Stack space="xlarge">
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      <QueryView
        query={sessions}
        loadingLabel={intl.formatMessage(messages.loading)}
        isEmpty={(page) => page.content.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyBody)}
          />
        }
      >
        {(page) => (
          <Stack space="small">
            {page.content.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
