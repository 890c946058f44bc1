// Every path of the coach app. It imports nothing, so pages, layouts and the route table can all
// link by name without importing one another.
export const paths = {
  home: '/',
  faq: '/faq',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  schedulingPolicy: '/scheduling-policy',
  login: '/login',
  signUp: '/sign-up',
  tokenLogin: '/login/token',
  resetAccountPassword: '/reset-account-password',
  verify: '/verify',
  completeProfileInformation: '/complete-profile-information',
  verifyEmailAddress: '/verify-email-address/:verificationCode',
  pendingEmailAddressVerification: '/pending-email-address-verification',
  subscription: '/subscription',
  paymentMethods: '/payment-methods',
  welcome: '/welcome',
  myServices: '/my-services',
  mySessions: '/my-sessions',
  myCoachSchedule: '/my-coach-schedule',
  purchases: '/purchases',
  purchase: '/purchases/:purchaseId',
  profile: '/profile',
  manageAccount: '/manage-account',
  coachHome: '/home',
  /** Another address of the visitor home page: it redirects to `/`. */
  coachRedirect: '/coach',
} as const;

/** One purchase's details. */
export function purchasePath(purchaseId: number): string {
  return `/purchases/${purchaseId}`;
}

/** Where a signed-in coach lands: /home, which leads to the profile. */
export const signedInHome = paths.coachHome;

/**
 * The sign-in page: `/login?action=<full path>` remembers the wanted path for after the sign-in;
 * after an idle sign-out, `reason=sessionExpired` makes it say why. Bare when neither is given.
 */
export function loginPath(wanted?: string, reason?: 'sessionExpired'): string {
  const query = `${new URLSearchParams({ ...(reason && { reason }), ...(wanted && { action: wanted }) })}`;
  return query ? `${paths.login}?${query}` : paths.login;
}

/** The student portal's home, where a coach who is a student too goes back to. */
export const portalHomePath = '/home';
