import { deliveryModeOptions, errorMessageOf } from '@hci/app-frame';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  positiveMessages,
  QueryView,
  Stack,
  Text,
  toast,
  useFormatters,
} from '@hci/design-system';
import {
  type CoachSession,
  useApi,
  useCoachSession,
  createApi,
  useBoundApi,
} from '@hci/api-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../components/commonMessages';
import { sessionMessages as m } from './sessionMessages';
import { OnDemandConfirmDialog } from '../../components/OnDemandConfirmDialog';
import { PageHeading } from '@hci/design-system/app';

// The booking form (date, time and radio fields) loads when a coach opens it, so the list stays
// light.
const SessionEditor = lazy(() =>
  import('./SessionEditor').then((module) => ({ default: module.SessionEditor })),
);

const tone = { SCHEDULED: 'info', COMPLETED: 'positive', CANCELLED: 'neutral' } as const;

function SessionItem({
  session,
  onDelete,
}: {
  session: CoachSession;
  onDelete: (item: Element | null) => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const headingId = useId();
  const mode = deliveryModeOptions.find((option) => option.value === session.deliveryMode);
  const when = format.timeRange(session.startsAt, session.endsAt);
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Inline space="medium" align="spread">
        <Stack space="xxsmall">
          <Heading level={2} size={4} id={headingId}>
            {session.customer.name}
          </Heading>
          <Text tone="secondary">{when}</Text>
          {mode ? <Text size="small">{intl.formatMessage(mode.label)}</Text> : null}
          {/* What the coach typed when booking, needed again to reach the client and to join. */}
          <Text size="small" tone="secondary" breakWords>
            {session.customer.email}
          </Text>
          {session.meetingUrl ? (
            <Text size="small">
              <Link href={session.meetingUrl} isExternal>
                {intl.formatMessage(m.meetingUrl)}
              </Link>
            </Text>
          ) : null}
          {session.notes ? (
            <Text size="small" breakWords>
              {intl.formatMessage(m.notesLine, { notes: session.notes })}
            </Text>
          ) : null}
        </Stack>
        <Inline space="small" alignY="center">
          <Badge tone={tone[session.status]}>{intl.formatMessage(m[session.status])}</Badge>
          <Button
            variant="tertiary"
            aria-label={intl.formatMessage(m.deleteLabel, { name: session.customer.name, when })}
            onClick={(event) => onDelete(event.currentTarget.closest('article'))}
          >
            {intl.formatMessage(commonMessages.delete)}
          </Button>
        </Inline>
      </Inline>
    </Card>
  );
}

/** The coach's sessions, soonest first: booking one for a client, and deleting one. */
export function MySessionsPage() {
  const intl = useIntl();
  const format = useFormatters();
  const { analytics } = useApi();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const sessions = useQuery(api.coachSessions.list(coachId, { size: 50 }));
  const remove = useMutation(api.coachSessions.remove(coachId));
  const [isBooking, setBooking] = useState(false);
  const [deleting, setDeleting] = useState<{ session: CoachSession; item: Element | null } | null>(
    null,
  );
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Inline space="medium" align="spread" alignY="bottom">
          <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
          <Button onPress={() => setBooking(true)}>{intl.formatMessage(m.add)}</Button>
        </Inline>
        <Text tone="secondary">
          {intl.formatMessage(commonMessages.timesIn, {
            zone: format.timeZoneName(format.timeZone),
          })}
        </Text>
      </Stack>
      <QueryView
        query={sessions}
        loadingLabel={intl.formatMessage(m.loading)}
        isEmpty={(page) => page.content.length === 0}
        empty={
          <EmptyState
            title={intl.formatMessage(m.emptyTitle)}
            description={intl.formatMessage(m.emptyBody)}
          />
        }
      >
        {(page) => (
          <Stack space="small">
            {page.content.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                onDelete={(item) => setDeleting({ session, item })}
              />
            ))}
          </Stack>
        )}
      </QueryView>
      {isBooking ? (
        <Suspense fallback={null}>
          <SessionEditor onClose={() => setBooking(false)} />
        </Suspense>
      ) : null}
      <OnDemandConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="critical"
        title={intl.formatMessage(m.deleteTitle, { name: deleting?.session.customer.name ?? '' })}
        confirmLabel={intl.formatMessage(m.deleteConfirm)}
        removes={deleting?.item}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.session.id);
            analytics.track('sessionDeleted');
            toast.positive(positiveMessages.coachingSessionDeleted);
          } catch (error) {
            toast.critical(errorMessageOf(error));
            throw error;
          }
        }}
      >
        {deleting
          ? intl.formatMessage(m.deleteBody, {
              when: format.timeRange(deleting.session.startsAt, deleting.session.endsAt),
            })
          : null}
      </OnDemandConfirmDialog>
    </Stack>
  );
}
