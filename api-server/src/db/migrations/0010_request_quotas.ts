/**
 * Counters of what a caller may do within a window (analytics events per address or user), kept
 * in the database so every API instance sharing it counts the same requests.
 */
export default `
CREATE TABLE request_quotas (
  key text PRIMARY KEY,
  used integer NOT NULL,
  window_started_at timestamptz NOT NULL
);

CREATE INDEX request_quotas_window ON request_quotas (window_started_at);
`;
