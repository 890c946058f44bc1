// The address of a session that ended by time, for the sign-in page that follows to start with:
// kept in the tab only (it is the tab's sign-in), and forgotten once the user is signed in again.
const key = 'hci.expiredSessionEmail';

// Storage may be missing (prerendering in Node) or refused (a browser's privacy settings): the
// form then starts empty, as it would anyway.
function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export const expiredSessionEmail = {
  remember: (email: string) => {
    if (email) tabStorage()?.setItem(key, email);
  },
  read: (): string | undefined => tabStorage()?.getItem(key) ?? undefined,
  forget: () => tabStorage()?.removeItem(key),
};
