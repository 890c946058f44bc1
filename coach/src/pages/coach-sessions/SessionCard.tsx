import {
  deliveryModeOptions,
  useBoundApi,
  useCoachSession,
  useErrorMessageOf,
  useNow,
} from '@hci/app-frame';
import {
  Badge,
  Button,
  Card,
  focusAfterRemoval,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  toast,
  useFormatters,
  useFormattingLocale,
} from '@hci/design-system';
import { type CoachSession, createApi } from '@hci/api-schema';
import {
  coachRescheduleRefusal,
  coachStatusRefusal,
  noShowGraceMinutes,
  outcomeUndoEnds,
  outcomeUndoRefusal,
} from '@hci/rules';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Temporal } from 'temporal-polyfill';
import { sessionMessages as m } from './sessionMessages';

const tone = {
  SCHEDULED: 'info',
  COMPLETED: 'positive',
  CANCELLED: 'neutral',
  NO_SHOW: 'caution',
} as const;

/** A session's time in the coach's zone, and in the client's as well when that one differs. */
export function SessionTime({
  startsAt,
  endsAt,
  clientZone,
}: {
  startsAt: string;
  endsAt: string;
  /** The zone the client booked in, when they said. */
  clientZone: string | undefined;
}) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <>
      <Text tone="secondary">{format.timeRange(startsAt, endsAt)}</Text>
      {clientZone && clientZone !== format.timeZone ? (
        <Text size="small" tone="secondary">
          {intl.formatMessage(m.clientTime, {
            time: format.timeRange(startsAt, endsAt, clientZone),
            zone: format.timeZoneName(clientZone),
          })}
        </Text>
      ) : null}
    </>
  );
}

/** The outcomes a coach gives a started session, each asked for first. */
export type Outcome = 'COMPLETED' | 'NO_SHOW';

/**
 * One session and what the coach can do with it now, as the shared rules allow: move it before it
 * starts, cancel it, mark it completed once it has started or missed once the grace has passed
 * (until then the button is off and says when), and undo that outcome for a while after.
 * `onCancel` and `onOutcome` get the card's actions, which the change replaces: focus moves on to
 * what takes their place.
 */
export function SessionCard({
  session,
  onCancel,
  onMove,
  onOutcome,
}: {
  session: CoachSession;
  onCancel: (item: Element | null) => void;
  onMove: () => void;
  onOutcome: (outcome: Outcome, actions: Element | null) => void;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const dateLocale = useFormattingLocale();
  const headingId = useId();
  const reasonId = useId();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const errorMessageOf = useErrorMessageOf();
  const update = useMutation(api.coachSessions.update(coachId));
  const mode = deliveryModeOptions.find((option) => option.value === session.deliveryMode);
  const name = session.customer.name;
  // What the coach may do changes as the session starts, as the grace passes, and as the undo
  // window closes: the card reads the time again then.
  const now = useNow([
    session.startsAt,
    Temporal.Instant.from(session.startsAt).add({ minutes: noShowGraceMinutes }).toString(),
    ...(session.outcomeSetAt ? [outcomeUndoEnds(session.outcomeSetAt)] : []),
  ]);
  const canComplete = coachStatusRefusal(session, 'COMPLETED', now) === null;
  const canMarkMissed = coachStatusRefusal(session, 'NO_SHOW', now) === null;
  const canMove = session.productId !== undefined && coachRescheduleRefusal(session, now) === null;
  const canUndo = outcomeUndoRefusal(session, now) === null;
  const actionsLabel = intl.formatMessage(m.actions, {
    name,
    when: format.timeRange(session.startsAt, session.endsAt),
  });
  const askOutcome = (outcome: Outcome) => (event: { currentTarget: Element }) =>
    onOutcome(outcome, event.currentTarget.closest('[role="group"]'));
  const undo = async (actions: Element | null) => {
    const stopFollowing = actions ? focusAfterRemoval(actions) : undefined;
    try {
      await update.mutateAsync({ sessionId: session.id, change: { status: 'SCHEDULED' } });
      toast.positive(intl.formatMessage(m.undone));
    } catch (error) {
      stopFollowing?.();
      toast.critical(await errorMessageOf(error));
    }
  };
  const reason = !canComplete
    ? intl.formatMessage(m.completeLater)
    : !canMarkMissed
      ? intl.formatMessage(m.noShowLater, { minutes: noShowGraceMinutes })
      : undefined;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="small">
        <Inline space="medium" align="spread">
          <Stack space="xxsmall">
            <Heading level={2} size={4} id={headingId}>
              {name}
            </Heading>
            {/* What it was booked for; a session booked by hand has no service. */}
            {session.productTitle ? (
              <Text size="small" breakWords>
                {intl.formatMessage(m.serviceLine, { title: session.productTitle })}
              </Text>
            ) : null}
            <SessionTime
              startsAt={session.startsAt}
              endsAt={session.endsAt}
              clientZone={session.clientTimeZone}
            />
            {mode ? <Text size="small">{intl.formatMessage(mode.label)}</Text> : null}
            {/* Needed again to reach the client and to join. */}
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
          <Badge tone={tone[session.status]}>{intl.formatMessage(m[session.status])}</Badge>
        </Inline>
        {canUndo ? (
          <div key="undo" role="group" aria-label={actionsLabel}>
            <Inline space="small">
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(m.undoLabel, { name })}
                isPending={update.isPending}
                onClick={(event) => void undo(event.currentTarget.closest('[role="group"]'))}
              >
                {intl.formatMessage(m.undo)}
              </Button>
              <Text size="small" tone="secondary">
                {intl.formatMessage(m.undoUntil, {
                  time: new Intl.DateTimeFormat(dateLocale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: format.timeZone,
                  }).format(
                    Temporal.Instant.from(outcomeUndoEnds(session.outcomeSetAt!)).epochMilliseconds,
                  ),
                })}
              </Text>
            </Inline>
          </div>
        ) : null}
        {session.status === 'SCHEDULED' ? (
          <div
            key="actions"
            role="group"
            aria-label={actionsLabel}
            {...(reason ? { 'aria-describedby': reasonId } : {})}
          >
            <Stack space="xsmall">
              <Inline space="small">
                {canMove ? (
                  <Button variant="secondary" onPress={onMove}>
                    {intl.formatMessage(m.move)}
                  </Button>
                ) : null}
                <Button
                  variant="secondary"
                  isDisabled={!canComplete}
                  onClick={askOutcome('COMPLETED')}
                >
                  {intl.formatMessage(m.complete)}
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={!canMarkMissed}
                  onClick={askOutcome('NO_SHOW')}
                >
                  {intl.formatMessage(m.noShow)}
                </Button>
                <Button
                  variant="tertiary"
                  onClick={(event) => onCancel(event.currentTarget.closest('article'))}
                >
                  {intl.formatMessage(m.cancel)}
                </Button>
              </Inline>
              {reason ? (
                <Text id={reasonId} size="small" tone="secondary">
                  {reason}
                </Text>
              ) : null}
            </Stack>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
