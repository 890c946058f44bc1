/**
 * An in-person service names where its sessions take place: a street address the client goes to,
 * shown with the booking and written into the calendar file. Other offerings keep none.
 */
export default `
ALTER TABLE coach_products ADD COLUMN location text;
`;
