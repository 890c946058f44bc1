/**
 * A one-time sign-in token made by a signed-in session (the link from one app to the other) names
 * that session: once it is logged out or revoked, the token no longer signs in. Tokens made for
 * support tooling name none.
 */
export default `
ALTER TABLE verification_codes ADD COLUMN session_id uuid;
`;
