/** Why a user was sent to the other app, for it to say so on arrival. */
export type HandoverReason = 'coachAccount';

/**
 * The other app's one-time-link sign-in (`/login/token`) with the token and the path to go on to
 * there; `reason` tells that app why the user came.
 */
export function handoverHref(
  appUrl: string,
  token: string,
  path: string,
  reason?: HandoverReason,
): string {
  const query = new URLSearchParams({ token, action: path });
  if (reason) query.set('reason', reason);
  return `${appUrl.replace(/\/$/, '')}/login/token?${query}`;
}

/** The reason a one-time link names, if it is one this frame knows. */
export function handoverReason(search: string): HandoverReason | undefined {
  return new URLSearchParams(search).get('reason') === 'coachAccount' ? 'coachAccount' : undefined;
}
