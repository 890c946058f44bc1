// Every path of the student portal. It imports nothing, so pages, layouts and the route table can
// all link by name without importing one another.
export const paths = {
  /** The bare address: it redirects to /home. */
  root: '/',
  login: '/login',
  tokenLogin: '/login/token',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  getStarted: '/get-started',
  pendingEmailAddressVerification: '/pending-email-address-verification',
  verifyEmailAddress: '/verify-email-address/:code',
  home: '/home',
  inbox: '/inbox',
  courses: '/my-courses',
  course: '/my-courses/:courseId',
  bookmarks: '/my-bookmarks',
  awards: '/my-awards',
  coachingCircles: '/coaching-circles',
  purchases: '/purchases',
  purchase: '/purchases/:purchaseId',
  coachProfile: '/coach-profile',
  /** The coach directory and a coach's public page: visitors signed out may read both. */
  coaches: '/coaches',
  coach: '/coaches/:coachId',
  /** Booking a service or buying a product of a coach's offer. */
  checkout: '/coaches/:coachId/offers/:productId',
  /** The student's own purchases and bookings. */
  myPurchases: '/my-purchases',
  myPurchase: '/my-purchases/:purchaseId',
  profile: '/settings/profile',
  agreements: '/settings/agreements',
  paymentInformation: '/settings/payment-information',
  /** The receipt of one of the student's accepted payments, to print or keep as a PDF. */
  paymentReceipt: '/settings/payment-information/receipts/:paymentId',
  paymentMethod: '/settings/payment-method',
  paymentPlanTerms: '/settings/payment-plan-terms',
  communicationPreferences: '/settings/communication-preferences',
  accountHistory: '/settings/account-history',
  /** Where each application stands; the main navigation's Enrollment. */
  enrollment: '/enrollment',
  /** Starts or resumes the enrollment; `?promo=CODE` brings a promo code along. */
  enroll: '/enroll',
  enrollStep: '/enroll/:step?',
} as const;

/** The coach app's page of the coach's own profile, where the portal sends a coach to edit it. */
export const coachAppProfilePath = '/profile';

/** A course's page, with its modules. */
export const coursePath = (courseId: number) => `/my-courses/${courseId}`;

/** A step of the enrollment, e.g. `/enroll/payment-plan`, with the query it carries. */
export function enrollStepPath(step: string, search = ''): string {
  return `${paths.enroll}/${step}${search ? `?${search}` : ''}`;
}

/** One purchase's details. */
export function purchasePath(purchaseId: number): string {
  return `/purchases/${purchaseId}`;
}

/** A coach's public page, the address a coach shares. */
export const coachPath = (coachId: number) => `/coaches/${coachId}`;

/** Booking or buying one offer of a coach. */
export const checkoutPath = (coachId: number, productId: number) =>
  `/coaches/${coachId}/offers/${productId}`;

/** The payment information with the payment dialog open on what is due: Home's "Make a payment". */
export const payDuePath = '/settings/payment-information?pay=next';

/** The receipt of an accepted payment. */
export const paymentReceiptPath = (paymentId: number) =>
  `/settings/payment-information/receipts/${paymentId}`;

/** One of the student's own purchases, with its sessions. */
export const myPurchasePath = (purchaseId: number) => `/my-purchases/${purchaseId}`;

/** The settings pages share this prefix; the main navigation marks Settings on all of them. */
export const settingsPrefix = '/settings/';

/**
 * The sign-in page: `/login?action=<full path>` remembers the wanted path for after the sign-in;
 * after an idle sign-out, `reason=sessionExpired` makes it say why. Bare when neither is given.
 */
export function loginPath(wanted?: string, reason?: 'sessionExpired'): string {
  const query = `${new URLSearchParams({ ...(reason && { reason }), ...(wanted && { action: wanted }) })}`;
  return query ? `${paths.login}?${query}` : paths.login;
}

/**
 * The verification hold, remembering the wanted path as `action` (none for /home, where a verified
 * student lands anyway), so the student goes on there once the e-mail is verified.
 */
export function pendingVerificationPathFor(fullPath: string): string {
  return fullPath === paths.home
    ? paths.pendingEmailAddressVerification
    : `${paths.pendingEmailAddressVerification}?${new URLSearchParams({ action: fullPath })}`;
}
