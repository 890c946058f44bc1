// The views the API gives of a coach session's stored row.
import type { CoachSession } from '@hci/api-schema';
import type { SessionRow } from '../../data/coach-sessions/sessions.js';
import { compact } from '../../shared/rows.js';

export const sessionView = (r: SessionRow): CoachSession =>
  compact({
    id: r.id,
    coachId: r.coach_id,
    productId: r.product_id,
    productTitle: r.product_title,
    customer: { id: r.customer_id, name: r.customer_name, email: r.customer_email },
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    status: r.status,
    deliveryMode: r.delivery_mode,
    meetingUrl: r.meeting_url,
    notes: r.notes,
    purchaseId: r.purchase_id,
    rescheduled: r.rescheduled,
    calendarSequence: r.calendar_sequence,
    clientTimeZone: r.client_time_zone,
    refunded: r.refunded || undefined,
    coach: { id: r.coach_id, name: r.coach_name },
    outcomeSetAt: r.outcome_set_at,
    outcomeSetBy: r.outcome_set_by,
  });

/** The session as the shared change rules read it. */
export const sessionState = (r: SessionRow) => ({
  startsAt: r.starts_at,
  status: r.status,
  rescheduled: r.rescheduled,
  ...(r.outcome_set_at === null ? {} : { outcomeSetAt: r.outcome_set_at }),
});
