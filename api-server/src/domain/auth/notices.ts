import { isoAt } from '../../clock.js';
import * as accountData from '../../data/account.js';
import * as authData from '../../data/auth.js';
import { takenAddressNoticePolicy } from '../../http/request-quota.js';
import type { AppLinks } from '../../mail/app-links.js';
import type { Services } from '../../services.js';

/** What the sign-up and e-mail verification tell of an account, apart from the handlers. */

/** How many codes of `purpose` the user was sent within the last `withinMs`. */
export function recentCodes(
  services: Services,
  userId: number,
  purpose: authData.CodePurpose,
  withinMs: number,
): Promise<number> {
  return authData.codesSentSince(
    services.db,
    userId,
    purpose,
    isoAt(services.clock.now() - withinMs),
  );
}

/** Tells an account's owner that someone tried to sign up with its address, once an hour at most. */
export async function mailTakenAddressNotice(
  services: Services,
  links: AppLinks,
  user: { id: number; email: string },
) {
  const key = `taken-address-notice:${user.email.toLowerCase()}`;
  if (!(await services.quota.admit(key, takenAddressNoticePolicy))) return;
  await services.postman.send({
    kind: 'takenAddress',
    to: user.email,
    language: await accountData.findLanguage(services.db, user.id),
    link: links.forgotPassword(),
  });
}
