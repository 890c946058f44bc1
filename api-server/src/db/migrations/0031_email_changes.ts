/**
 * An e-mail change waits for the code mailed to the new address: the code is kept with the address
 * it moves the account to, and the account keeps its own until the code is confirmed.
 */
export default `
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('VERIFY_EMAIL', 'RESET_PASSWORD', 'SSO', 'CHANGE_EMAIL'));
ALTER TABLE verification_codes ADD COLUMN new_email text;
`;
