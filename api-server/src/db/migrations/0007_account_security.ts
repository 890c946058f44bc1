/**
 * Verification codes count the attempts made at them (a 6-digit code allows only a few guesses),
 * and an account's outstanding codes are found by user when its password changes.
 */
export default `
ALTER TABLE verification_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;
CREATE INDEX verification_codes_user ON verification_codes (user_id) WHERE used_at IS NULL;
`;
