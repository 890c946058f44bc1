import { useAuthActions } from '../app/ApiProvider';
import { useCallback } from 'react';
import { handoverHref, type HandoverReason } from './handover';

/** Leaves this app for a page of the other (a full page load: it is another site). */
export type OpenUrl = (url: string) => void;

const assign: OpenUrl = (url) => window.location.assign(url);

/**
 * Goes to `path` of the other app signed in as the same user: a one-time token of this session in
 * the link, exchanged there. Without a token (the call failed) the page opens anyway and that app
 * asks for the password.
 */
export function useHandover(open: OpenUrl = assign) {
  const auth = useAuthActions();
  return useCallback(
    async (appUrl: string, path: string, reason?: HandoverReason) => {
      const token = await auth.handoverToken().catch(() => undefined);
      open(
        token === undefined
          ? `${appUrl.replace(/\/$/, '')}${path}`
          : handoverHref(appUrl, token, path, reason),
      );
    },
    [auth, open],
  );
}
