import {
  errorMessage,
  errorMessageOf,
  PageHeading,
  PurchaseDetails,
  useApi,
  useBoundApi,
  useStudentId,
} from '@hci/app-frame';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { useParams } from 'wouter';
import {
  createApi,
  isApiError,
  usePurchase,
  type CoachProductPurchase,
  type CoachSession,
  type TimeSlot,
} from '@hci/api-schema';
import { clientCancelRefusal, clientRescheduleRefusal, sessionsToBook } from '@hci/rules';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  Inline,
  Link,
  QueryView,
  Skeleton,
  Stack,
  Text,
  toast,
  useFormatters,
  useOnePress,
  vars,
} from '@hci/design-system';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { paths } from '../../paths';
import { bookingMessages as m } from './bookingMessages';
import { SessionCalendarLink } from './SessionCalendarLink';

// The day picker and its calendar load only when a session is booked or moved from here.
const FreeTimePicker = lazy(() =>
  import('./FreeTimePicker').then((module) => ({ default: module.FreeTimePicker })),
);

/** Said while the coach's schedule or the time picker's code is on its way. */
function TimesLoading() {
  const intl = useIntl();
  return (
    <Stack space="small">
      <Text tone="secondary">{intl.formatMessage(m.loadingTimes)}</Text>
      <Skeleton shape="block" height={vars.space.xxxlarge} />
    </Stack>
  );
}

/** What the student is choosing a time for: one more session, or a new time for one. */
type Choosing = { kind: 'book' } | { kind: 'move'; session: CoachSession };

const statusTone = {
  SCHEDULED: 'info',
  COMPLETED: 'positive',
  CANCELLED: 'neutral',
  NO_SHOW: 'caution',
} as const;

/** The time picker for booking or moving, with its confirm button and a taken time's message. */
function TimeChoice({
  purchase,
  choosing,
  onDone,
}: {
  purchase: CoachProductPurchase;
  choosing: Choosing;
  onDone: () => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const book = useMutation(queries.purchases.bookSession(studentId));
  const move = useMutation(queries.purchases.moveSession(studentId));
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [failure, setFailure] = useState<string>();
  // The coach's schedule (free times and zone) comes with the coach's public profile.
  const schedule = useQuery(queries.coaches.publicDetail(purchase.coachId)).data?.schedule;
  const [confirm, isPending] = useOnePress(async () => {
    if (!slot) return setFailure(intl.formatMessage(m.timeRequired));
    setFailure(undefined);
    const when = format.zonedTimeRange(slot.startsAt, slot.endsAt);
    try {
      if (choosing.kind === 'book') {
        await book.mutateAsync({
          purchaseId: purchase.id,
          startsAt: slot.startsAt,
          timeZone: format.timeZone,
        });
        toast.positive(intl.formatMessage(m.bookedNext, { when }));
      } else {
        await move.mutateAsync({
          purchaseId: purchase.id,
          sessionId: choosing.session.id,
          startsAt: slot.startsAt,
          timeZone: format.timeZone,
        });
        toast.positive(intl.formatMessage(m.moved, { when }));
      }
      onDone();
    } catch (error) {
      if (isApiError(error) && error.key === 'slotUnavailable') setSlot(null);
      setFailure(intl.formatMessage(errorMessageOf(error)));
    }
  });
  if (!schedule) return <TimesLoading />;
  return (
    <Card as="section" aria-labelledby="time-choice">
      <Stack space="medium">
        <Heading level={3} id="time-choice">
          {choosing.kind === 'book'
            ? intl.formatMessage(m.bookNext)
            : intl.formatMessage(m.moveSession, {
                when: format.zonedTimeRange(choosing.session.startsAt, choosing.session.endsAt),
              })}
        </Heading>
        <Suspense fallback={<TimesLoading />}>
          <FreeTimePicker
            coachId={purchase.coachId}
            productId={purchase.product.id}
            schedule={schedule}
            value={slot?.startsAt ?? null}
            onChange={setSlot}
          />
        </Suspense>
        {failure ? <Alert tone="critical">{failure}</Alert> : null}
        <Inline space="small">
          <Button variant="secondary" isDisabled={isPending} onPress={onDone}>
            {intl.formatMessage(m.close)}
          </Button>
          <Button isPending={isPending} onPress={() => void confirm()}>
            {intl.formatMessage(choosing.kind === 'book' ? m.bookThis : m.moveThis)}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

function SessionRow({
  purchase,
  session,
  onMove,
}: {
  purchase: CoachProductPurchase;
  session: CoachSession;
  onMove: (session: CoachSession) => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const cancel = useMutation(queries.purchases.cancelSession(useStudentId()));
  const [confirming, setConfirming] = useState(false);
  const now = Temporal.Now.instant().toString();
  const cancelRefusal = clientCancelRefusal(session, now);
  const moveRefusal = clientRescheduleRefusal(session, now);
  const when = format.zonedTimeRange(session.startsAt, session.endsAt);
  const address = purchase.product.location;
  // The policy's reason shows where a button would be; a session no longer booked needs none.
  const reason = session.status === 'SCHEDULED' ? (cancelRefusal ?? moveRefusal) : null;
  return (
    <li>
      <Stack space="xsmall">
        <Inline space="small" alignY="center">
          <Text weight="strong">{when}</Text>
          <Badge tone={statusTone[session.status]}>{intl.formatMessage(m[session.status])}</Badge>
        </Inline>
        {session.status === 'SCHEDULED' && session.deliveryMode === 'IN_PERSON' && address ? (
          <Text>{intl.formatMessage(m.calendarWhere, { address })}</Text>
        ) : null}
        {session.status === 'SCHEDULED' ? (
          <Inline space="small" alignY="center">
            {session.meetingUrl ? (
              <Link href={session.meetingUrl} isExternal>
                {intl.formatMessage(m.join)}
              </Link>
            ) : null}
            {purchase.coach ? (
              <SessionCalendarLink
                session={session}
                product={purchase.product}
                coach={purchase.coach.name}
                now={now}
              />
            ) : null}
          </Inline>
        ) : null}
        <Inline space="small">
          {session.status === 'SCHEDULED' && !moveRefusal ? (
            <Button variant="secondary" onPress={() => onMove(session)}>
              {intl.formatMessage(m.move)}
            </Button>
          ) : null}
          {session.status === 'SCHEDULED' && !cancelRefusal ? (
            <Button variant="secondary" onPress={() => setConfirming(true)}>
              {intl.formatMessage(m.cancel)}
            </Button>
          ) : null}
        </Inline>
        {reason ? <Text tone="secondary">{intl.formatMessage(errorMessage(reason))}</Text> : null}
      </Stack>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(m.cancelTitle)}
        confirmLabel={intl.formatMessage(m.cancelConfirm)}
        cancelLabel={intl.formatMessage(m.keep)}
        tone="critical"
        onConfirm={async () => {
          try {
            await cancel.mutateAsync({ purchaseId: purchase.id, sessionId: session.id });
            toast.positive(intl.formatMessage(m.cancelled));
          } catch (error) {
            toast.critical(intl.formatMessage(errorMessageOf(error)));
            throw error;
          }
        }}
      >
        {intl.formatMessage(m.cancelBody, { when })}
      </ConfirmDialog>
    </li>
  );
}

function Sessions({ purchase }: { purchase: CoachProductPurchase }) {
  const intl = useIntl();
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const sessions = [...(purchase.sessions ?? [])].sort((a, b) =>
    a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : 0,
  );
  const left = sessionsToBook(purchase.sessionsIncluded ?? 0, sessions);
  return (
    <section aria-labelledby="purchase-sessions">
      <Stack space="medium">
        <Heading level={2} id="purchase-sessions">
          {intl.formatMessage(m.sessions)}
        </Heading>
        <Text>{intl.formatMessage(m.sessionsLeft, { count: left })}</Text>
        {sessions.length === 0 ? (
          <Text tone="secondary">{intl.formatMessage(m.noSessions)}</Text>
        ) : (
          <Stack space="medium" as="ul">
            {sessions.map((session) => (
              <SessionRow
                key={session.id}
                purchase={purchase}
                session={session}
                onMove={(moving) => setChoosing({ kind: 'move', session: moving })}
              />
            ))}
          </Stack>
        )}
        {choosing ? (
          <TimeChoice purchase={purchase} choosing={choosing} onDone={() => setChoosing(null)} />
        ) : left > 0 ? (
          <div>
            <Button onPress={() => setChoosing({ kind: 'book' })}>
              {intl.formatMessage(m.bookNext)}
            </Button>
          </div>
        ) : null}
      </Stack>
    </section>
  );
}

/** /my-purchases/:purchaseId: one of the student's purchases, with its sessions and their changes. */
export function MyPurchasePage() {
  const intl = useIntl();
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
  const query = usePurchase(useApi(), purchaseId);
  if (!query) return <NotFoundPage />;
  return (
    <Stack space="large">
      <Link href={paths.myPurchases}>{intl.formatMessage(m.myBack)}</Link>
      <QueryView
        query={query}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<Skeleton shape="block" height={vars.space.xxxlarge} />}
      >
        {(purchase) => (
          <Stack space="large">
            <PageHeading>{purchase.product.title}</PageHeading>
            <PurchaseDetails purchase={purchase} viewer="customer" />
            {purchase.coachProductType === 'SERVICE' ? <Sessions purchase={purchase} /> : null}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
