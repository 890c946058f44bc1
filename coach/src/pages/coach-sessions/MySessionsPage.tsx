import { PageHeading, useBoundApi, useCoachSession, useErrorMessageOf } from '@hci/app-frame';
import {
  Button,
  EmptyState,
  Inline,
  Pagination,
  QueryView,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  toast,
  useFormatters,
} from '@hci/design-system';
import { type CoachSession, type QueryParams, createApi } from '@hci/api-schema';
import { outcomeUndoHours } from '@hci/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { commonMessages } from '../../components/commonMessages';
import { OnDemandConfirmDialog } from '../../components/OnDemandConfirmDialog';
import { type Outcome, SessionCard } from './SessionCard';
import { sessionMessages as m } from './sessionMessages';
import { WeekView } from './WeekView';

// The booking and moving forms load when a coach opens them, so the list stays light.
const SessionEditor = lazy(() =>
  import('./SessionEditor').then((module) => ({ default: module.SessionEditor })),
);
const MoveSessionDialog = lazy(() =>
  import('./MoveSessionDialog').then((module) => ({ default: module.MoveSessionDialog })),
);

type Moving = CoachSession & { productId: number };

/**
 * The API's days are UTC dates: upcoming sessions start from today's on, soonest first; past ones
 * up to yesterday's, newest first.
 */
function listParams(kind: 'upcoming' | 'past'): QueryParams<'listCoachSessions'> {
  const today = Temporal.Now.plainDateISO('UTC');
  return kind === 'upcoming'
    ? { from: today.toString() }
    : { to: today.subtract({ days: 1 }).toString(), descending: true };
}

function SessionList({
  coachId,
  kind,
  onCancel,
  onMove,
  onOutcome,
}: {
  coachId: number;
  kind: 'upcoming' | 'past';
  onCancel: (session: CoachSession, item: Element | null) => void;
  onMove: (session: Moving) => void;
  onOutcome: (session: CoachSession, outcome: Outcome, actions: Element | null) => void;
}) {
  const intl = useIntl();
  const api = useBoundApi(createApi);
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const sessions = useQuery(
    api.coachSessions.list(coachId, {
      ...listParams(kind),
      page: paging.page,
      size: paging.pageSize,
    }),
  );
  return (
    <QueryView
      query={sessions}
      loadingLabel={intl.formatMessage(m.loading)}
      isEmpty={(page) => page.pagination.total === 0}
      empty={
        <EmptyState
          title={intl.formatMessage(kind === 'upcoming' ? m.emptyUpcoming : m.emptyPast)}
          description={intl.formatMessage(kind === 'upcoming' ? m.emptyBody : m.emptyPastBody)}
        />
      }
    >
      {(page) => (
        <Stack space="medium">
          <Stack space="small">
            {page.content.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                onCancel={(item) => onCancel(session, item)}
                onOutcome={(outcome, actions) => onOutcome(session, outcome, actions)}
                onMove={() => {
                  if (session.productId !== undefined)
                    onMove({ ...session, productId: session.productId });
                }}
              />
            ))}
          </Stack>
          <Pagination
            total={page.pagination.total}
            page={paging.page}
            pageSize={paging.pageSize}
            onChange={setPaging}
          />
        </Stack>
      )}
    </QueryView>
  );
}

/**
 * The coach's sessions: upcoming and past apart, or a week of hours and bookings; booking one for
 * a client, and moving, cancelling, completing or marking one missed (each outcome asked for
 * first, and undoable for a while).
 */
export function MySessionsPage() {
  const intl = useIntl();
  const format = useFormatters();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const errorMessageOf = useErrorMessageOf();
  const schedule = useQuery(api.coachSchedule.detail(coachId));
  const update = useMutation(api.coachSessions.update(coachId));
  const [isBooking, setBooking] = useState(false);
  const [moving, setMoving] = useState<Moving | null>(null);
  const [cancelling, setCancelling] = useState<{
    session: CoachSession;
    item: Element | null;
  } | null>(null);
  const [marking, setMarking] = useState<{
    session: CoachSession;
    outcome: Outcome;
    actions: Element | null;
  } | null>(null);
  const listProps = {
    coachId,
    onCancel: (session: CoachSession, item: Element | null) => setCancelling({ session, item }),
    onMove: setMoving,
    onOutcome: (session: CoachSession, outcome: Outcome, actions: Element | null) =>
      setMarking({ session, outcome, actions }),
  };
  const markingName = marking?.session.customer.name ?? '';
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
      <Tabs>
        <TabList aria-label={intl.formatMessage(m.views)}>
          <Tab id="upcoming">{intl.formatMessage(m.upcoming)}</Tab>
          <Tab id="past">{intl.formatMessage(m.past)}</Tab>
          <Tab id="week">{intl.formatMessage(m.week)}</Tab>
        </TabList>
        <TabPanel id="upcoming">
          <SessionList kind="upcoming" {...listProps} />
        </TabPanel>
        <TabPanel id="past">
          <SessionList kind="past" {...listProps} />
        </TabPanel>
        <TabPanel id="week">
          <QueryView query={schedule} loadingLabel={intl.formatMessage(m.weekLoading)}>
            {(data) => <WeekView coachId={coachId} schedule={data} />}
          </QueryView>
        </TabPanel>
      </Tabs>
      {isBooking ? (
        <Suspense fallback={null}>
          <SessionEditor onClose={() => setBooking(false)} />
        </Suspense>
      ) : null}
      {moving ? (
        <Suspense fallback={null}>
          <MoveSessionDialog session={moving} onClose={() => setMoving(null)} />
        </Suspense>
      ) : null}
      <OnDemandConfirmDialog
        isOpen={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        tone="critical"
        title={intl.formatMessage(m.cancelTitle, {
          name: cancelling?.session.customer.name ?? '',
        })}
        confirmLabel={intl.formatMessage(m.cancel)}
        cancelLabel={intl.formatMessage(m.keep)}
        onConfirm={async () => {
          if (!cancelling) return;
          const { session } = cancelling;
          try {
            await update.mutateAsync({ sessionId: session.id, change: { status: 'CANCELLED' } });
            toast.positive(intl.formatMessage(m.cancelled, { name: session.customer.name }));
          } catch (error) {
            toast.critical(await errorMessageOf(error));
            throw error;
          }
        }}
      >
        {cancelling
          ? [
              intl.formatMessage(m.cancelBody, {
                name: cancelling.session.customer.name,
                when: format.timeRange(cancelling.session.startsAt, cancelling.session.endsAt),
              }),
              // Only a session booked with a purchase was paid for.
              cancelling.session.purchaseId === undefined ? '' : intl.formatMessage(m.cancelRefund),
            ].join(' ')
          : null}
      </OnDemandConfirmDialog>
      <OnDemandConfirmDialog
        isOpen={marking !== null}
        onOpenChange={(open) => {
          if (!open) setMarking(null);
        }}
        title={intl.formatMessage(
          marking?.outcome === 'NO_SHOW' ? m.noShowTitle : m.completeTitle,
          { name: markingName },
        )}
        confirmLabel={intl.formatMessage(
          marking?.outcome === 'NO_SHOW' ? m.markMissed : m.markCompleted,
        )}
        cancelLabel={intl.formatMessage(m.back)}
        removes={marking?.actions}
        onConfirm={async () => {
          if (!marking) return;
          const { session, outcome } = marking;
          try {
            await update.mutateAsync({ sessionId: session.id, change: { status: outcome } });
            toast.positive(
              intl.formatMessage(outcome === 'COMPLETED' ? m.completed : m.missed, {
                name: markingName,
              }),
            );
          } catch (error) {
            toast.critical(await errorMessageOf(error));
            throw error;
          }
        }}
      >
        {marking
          ? intl.formatMessage(m.outcomeBody, {
              when: format.timeRange(marking.session.startsAt, marking.session.endsAt),
              hours: outcomeUndoHours,
            })
          : null}
      </OnDemandConfirmDialog>
    </Stack>
  );
}
