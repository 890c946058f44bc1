/**
 * Text the system writes for people is stored as what it says (kind) and its facts (params), and
 * worded by the apps in the reader's language. The sentences stored before are read back into
 * kinds: every one of them was written by this server, in the forms matched here. Who recorded an
 * account event becomes a role code, and a module's group the number of its week.
 */
export default `
ALTER TABLE account_history ADD COLUMN kind text, ADD COLUMN params jsonb NOT NULL DEFAULT '{}';
UPDATE account_history SET kind = CASE
    WHEN description = 'Application submitted' THEN 'APPLICATION_SUBMITTED'
    WHEN description = 'Application reviewed by an advisor' THEN 'APPLICATION_REVIEWED'
    WHEN description LIKE 'Enrolled in%' THEN 'ENROLLED'
    WHEN description LIKE 'Payment plan:%' THEN 'PAYMENT_PLAN_CHOSEN'
    WHEN description LIKE '% signed' THEN 'AGREEMENT_SIGNED'
    WHEN description = 'Deposit paid' THEN 'DEPOSIT_PAID'
    WHEN description LIKE 'Voucher % applied' THEN 'VOUCHER_APPLIED'
    WHEN description ~ '^Installment [0-9]+ paid$' THEN 'INSTALLMENT_PAID'
    WHEN description ~ '^Installment [0-9]+ is past due$' THEN 'INSTALLMENT_PAST_DUE'
    WHEN description = 'Payment submitted (due at enrollment)' THEN 'ENROLLMENT_PAYMENT_SUBMITTED'
    WHEN description LIKE 'Payment submitted (%)' THEN 'PAYMENT_SUBMITTED'
    WHEN description LIKE 'Transfer to % requested' THEN 'TRANSFER_REQUESTED'
    WHEN description LIKE 'Transferred to %' THEN 'TRANSFERRED'
  END,
  params = CASE
    WHEN description ~ '^Installment [0-9]+ ' THEN
      jsonb_build_object('installment', substring(description from '[0-9]+')::int)
    WHEN description LIKE 'Payment plan:%' THEN
      jsonb_build_object('installmentCount', coalesce(substring(description from '[0-9]+')::int, 1))
    WHEN description LIKE 'Voucher % applied' THEN
      jsonb_build_object('code', substring(description from '^Voucher (.*) applied$'))
    WHEN description LIKE 'Payment submitted (%)' AND description <> 'Payment submitted (due at enrollment)' THEN
      jsonb_build_object('paymentType', upper(replace(substring(description from '\\((.*)\\)'), ' ', '_')))
    WHEN description LIKE 'Transferred to %' THEN
      jsonb_build_object('cohort', substring(description from '^Transferred to (.*)$'))
    ELSE '{}'
  END;
DELETE FROM account_history WHERE kind IS NULL;
ALTER TABLE account_history ALTER COLUMN kind SET NOT NULL, DROP COLUMN description;
UPDATE account_history SET performed_by = upper(performed_by);

ALTER TABLE activity_log ADD COLUMN kind text, ADD COLUMN params jsonb NOT NULL DEFAULT '{}';
UPDATE activity_log SET kind = CASE type
    WHEN 'SIGN_IN' THEN 'SIGNED_IN'
    WHEN 'MODULE_COMPLETED' THEN 'MODULE_COMPLETED'
    WHEN 'SESSION_NOTE' THEN 'SESSION_NOTE_ADDED'
    WHEN 'CIRCLE_JOINED' THEN 'CIRCLE_JOINED'
    WHEN 'PAYMENT_FAILED' THEN 'AUTO_PAYMENT_FAILED'
    WHEN 'REMINDER' THEN 'PAYMENT_REMINDER_SENT'
    WHEN 'TRANSFER_REQUESTED' THEN 'TRANSFER_PROPOSED'
    WHEN 'CHECK_IN' THEN 'CHECK_IN_COMPLETED'
    WHEN 'PROFILE_UPDATED' THEN 'CONTACT_INFO_UPDATED'
  END,
  params = CASE type
    WHEN 'MODULE_COMPLETED' THEN
      jsonb_build_object('moduleNumber', substring(description from '[0-9]+')::int)
    WHEN 'PAYMENT_FAILED' THEN
      jsonb_build_object('installment', substring(description from '[0-9]+')::int)
    ELSE '{}'
  END;
DELETE FROM activity_log WHERE kind IS NULL;
ALTER TABLE activity_log ALTER COLUMN kind SET NOT NULL, DROP COLUMN description;

ALTER TABLE envelopes ADD COLUMN kind text;
UPDATE envelopes SET kind = CASE name
    WHEN 'Enrollment documents' THEN 'ENROLLMENT_DOCUMENTS'
    ELSE 'ENROLLMENT_AGREEMENT'
  END;
ALTER TABLE envelopes ALTER COLUMN kind SET NOT NULL;
ALTER TABLE envelope_documents ADD COLUMN kind text;
UPDATE envelope_documents d SET kind = e.kind FROM envelopes e WHERE e.id = d.envelope_id;
ALTER TABLE envelope_documents ALTER COLUMN kind SET NOT NULL;

ALTER TABLE modules ADD COLUMN week integer NOT NULL DEFAULT 1 CHECK (week >= 1);
UPDATE modules SET week = greatest(coalesce(substring(module_group from '[0-9]+')::int, 1), 1);
ALTER TABLE modules DROP COLUMN module_group;
`;
