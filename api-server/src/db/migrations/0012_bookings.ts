/**
 * Booking and buying a coach's offer. A schedule gains its booking settings (a new one starts with
 * the defaults the booking rules had when this shipped: 12 hours' notice, 15 minutes' buffer, 6
 * sessions a day; a migration is history, so a later change of the rule's defaults is a migration
 * of its own, never an edit here) and its date overrides (a date with no windows is time off). A
 * purchase names the student who bought it, how many sessions it includes, what was refunded of
 * it and the card it was charged to; a session names the purchase it was booked with, whether the
 * client moved it already, and whether the coach's cancellation refunded its share.
 */
export default `
ALTER TABLE coach_schedules
  ADD COLUMN minimum_notice_minutes integer NOT NULL DEFAULT 720
    CHECK (minimum_notice_minutes >= 0),
  ADD COLUMN buffer_minutes integer NOT NULL DEFAULT 15
    CHECK (buffer_minutes >= 0),
  ADD COLUMN daily_limit integer DEFAULT 6
    CHECK (daily_limit > 0);

CREATE TABLE coach_schedule_overrides (
  schedule_id integer NOT NULL REFERENCES coach_schedules(id) ON DELETE CASCADE,
  date date NOT NULL,
  windows jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (schedule_id, date)
);

ALTER TABLE coach_product_purchases
  ADD COLUMN buyer_student_id integer REFERENCES students(id) ON DELETE SET NULL,
  ADD COLUMN sessions_included integer CHECK (sessions_included > 0),
  ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  ADD COLUMN payment_method_id integer REFERENCES payment_methods(id) ON DELETE SET NULL;
CREATE INDEX coach_product_purchases_buyer ON coach_product_purchases (buyer_student_id, id DESC)
  WHERE buyer_student_id IS NOT NULL;

ALTER TABLE coach_sessions
  ADD COLUMN purchase_id integer REFERENCES coach_product_purchases(id) ON DELETE CASCADE,
  ADD COLUMN rescheduled boolean NOT NULL DEFAULT false,
  ADD COLUMN refunded boolean NOT NULL DEFAULT false;
CREATE INDEX coach_sessions_purchase ON coach_sessions (purchase_id) WHERE purchase_id IS NOT NULL;

ALTER TABLE card_charges DROP CONSTRAINT card_charges_purpose_check;
ALTER TABLE card_charges ADD CONSTRAINT card_charges_purpose_check
  CHECK (purpose IN ('PAYMENT', 'SUBSCRIPTION', 'TRANSFER_FEE', 'PURCHASE'));
`;
