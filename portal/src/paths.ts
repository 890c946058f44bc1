// The student portal's routes, each written once: its name, path, who may open it, its frame, its
// line in the README and its visits in the end-to-end walk; its page is in `app/routes.ts`. It
// imports nothing of the app, so pages, layouts and the route table can all link by name without
// importing one another. `npm run routes:readme` writes the README's table from it.
import { pathTo, signInPathOf, templates, type RouteSpecs } from '@hci/app-frame/routes';

export { pathTo };

/** The frame a page renders in: the signed-out frame, the portal, or the portal's settings. */
export type LayoutName = 'auth' | 'portal' | 'settings' | 'public';

/** Who the end-to-end walk signs in as: no one, the demo student, one who coaches, a new one. */
export type Visitor = 'visitor' | 'student' | 'studentCoach' | 'unverified';

export const routes = {
  root: {
    path: '/',
    redirectTo: '/home',
    about: 'redirects to `/home`',
    walk: 'a redirect: /home is walked',
  },
  login: {
    path: '/login',
    access: 'guest',
    layout: 'auth',
    about: 'sign in',
    walk: [{ as: 'visitor', noDarkStory: true }],
  },
  tokenLogin: {
    // A one-time link signs in whoever opens it, signed in already or not.
    path: '/login/token',
    access: 'anyone',
    layout: 'auth',
    about: "sign in from another app's link",
    walk: [{ as: 'visitor', noDarkStory: true }],
  },
  forgotPassword: {
    path: '/forgot-password',
    access: 'guest',
    layout: 'auth',
    about: 'ask for a reset link',
    walk: [{ as: 'visitor', noDarkStory: true }],
  },
  resetPassword: {
    // Reset links arrive by e-mail and must work whether or not the student is signed in.
    path: '/reset-password',
    access: 'anyone',
    layout: 'auth',
    about: 'choose a new password',
    walk: [{ as: 'visitor', url: '/reset-password?token=expired', noDarkStory: true }],
  },
  getStarted: {
    // The journey signs the new student in half way (to send the verification code).
    path: '/get-started',
    access: 'anyone',
    layout: 'auth',
    about: 'sign up, then the code',
    walk: [{ as: 'visitor', noDarkStory: true }],
  },
  pendingEmailAddressVerification: {
    path: '/pending-email-address-verification',
    access: 'unverified',
    layout: 'auth',
    about: 'enter the e-mailed code',
    walk: [{ as: 'unverified', noDarkStory: true }],
  },
  verifyEmailAddress: {
    // The link in the e-mail works whether or not the address is verified already.
    path: '/verify-email-address/:code',
    access: 'signedIn',
    layout: 'auth',
    about: 'the e-mailed link',
    walk: 'needs the code of a real e-mail',
  },
  home: {
    path: '/home',
    access: 'verified',
    layout: 'portal',
    about: 'home',
    // The demo student is behind on a payment: the overdue alert, which no story shows.
    walk: [{ as: 'student', noStory: true, noDarkStory: true }],
  },
  inbox: {
    path: '/inbox',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    about: 'messages',
    walk: [{ as: 'student' }, { as: 'student', url: '/inbox?view=archived', noDarkStory: true }],
  },
  courses: {
    path: '/my-courses',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    about: 'courses and progress',
    walk: [{ as: 'student' }],
  },
  course: {
    path: '/my-courses/:courseId',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    about: 'a course and its modules',
    walk: [{ as: 'student', url: '/my-courses/1' }],
  },
  bookmarks: {
    path: '/my-bookmarks',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    about: 'bookmarked modules',
    walk: [{ as: 'student' }],
  },
  awards: {
    path: '/my-awards',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    about: 'awards earned and to earn',
    walk: [{ as: 'student' }],
  },
  coachingCircles: {
    path: '/coaching-circles',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    about: 'coaching circles',
    // The demo student is a member; the leader's view alone has a dark story.
    walk: [{ as: 'student', noDarkStory: true }],
  },
  purchases: {
    path: '/purchases',
    access: 'verified',
    accessPermission: 'COACH',
    layout: 'portal',
    about: 'what clients bought',
    walk: [{ as: 'studentCoach' }],
  },
  purchase: {
    path: '/purchases/:purchaseId',
    access: 'verified',
    accessPermission: 'COACH',
    layout: 'portal',
    about: 'one purchase',
    walk: 'not walked yet (coaching.e2e.test.ts sends a student without the role home from it)',
  },
  coachProfile: {
    path: '/coach-profile',
    access: 'verified',
    accessPermission: 'COACH',
    layout: 'portal',
    about: 'leads to the coach app',
    walk: [{ as: 'studentCoach' }],
  },
  coaches: {
    // Visitors signed out read the directory and a coach's page; signed in, in the portal frame.
    path: '/coaches',
    access: 'anyone',
    layout: 'public',
    about: 'the coach directory',
    walk: 'walked by the booking journey (coach-booking.e2e.test.ts)',
  },
  coach: {
    path: '/coaches/:coachId',
    access: 'anyone',
    layout: 'public',
    about: "a coach's public page and offer",
    walk: 'walked by the booking journey (coach-booking.e2e.test.ts)',
  },
  checkout: {
    // Paying needs an account: a visitor signs in first and comes back here.
    path: '/coaches/:coachId/offers/:productId',
    access: 'verified',
    layout: 'portal',
    about: 'book a service or buy a product',
    walk: 'walked by the booking journey (coach-booking.e2e.test.ts)',
  },
  myPurchases: {
    path: '/my-purchases',
    access: 'verified',
    layout: 'portal',
    about: 'own purchases and bookings',
    walk: 'not walked yet',
  },
  myPurchase: {
    path: '/my-purchases/:purchaseId',
    access: 'verified',
    layout: 'portal',
    about: 'one, with its sessions',
    walk: 'walked by the booking journey (coach-booking.e2e.test.ts)',
  },
  profile: {
    path: '/settings/profile',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    about: 'profile and photo',
    walk: [{ as: 'student', noDarkStory: true }],
  },
  agreements: {
    path: '/settings/agreements',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    about: 'agreements to sign',
    walk: [{ as: 'student', noDarkStory: true }],
  },
  paymentInformation: {
    path: '/settings/payment-information',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    about: 'plans, schedule, balance',
    walk: [{ as: 'student' }],
  },
  /** The receipt of one of the student's accepted payments, to print or keep as a PDF. */
  paymentReceipt: {
    path: '/settings/payment-information/receipts/:paymentId',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    about: "an accepted payment's receipt",
    walk: 'opened from the payment it receipts in receipts.e2e.test.ts',
  },
  paymentMethod: {
    path: '/settings/payment-method',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    about: 'saved cards',
    walk: [{ as: 'student' }],
  },
  paymentPlanTerms: {
    path: '/settings/payment-plan-terms',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    about: "each plan's terms",
    walk: [{ as: 'student', noDarkStory: true }],
  },
  communicationPreferences: {
    path: '/settings/communication-preferences',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    about: 'what we may send',
    walk: [{ as: 'student', noDarkStory: true }],
  },
  accountHistory: {
    path: '/settings/account-history',
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    about: 'history and activity',
    walk: [{ as: 'student', noDarkStory: true }],
  },
  /** Where each application stands; the main navigation's Enrollment. */
  enrollment: {
    path: '/enrollment',
    access: 'verified',
    layout: 'portal',
    about: "each application's status",
    walk: [{ as: 'student', noDarkStory: true }],
  },
  enroll: {
    // `/enroll` resumes the draft at its first unfinished step; each step has its own address;
    // `?promo=CODE` brings a promo code along.
    path: '/enroll/:step?',
    access: 'verified',
    layout: 'portal',
    about: 'the seven enrollment steps',
    walk: [{ as: 'student', url: '/enroll', noDarkStory: true }],
  },
} as const satisfies RouteSpecs<LayoutName, Visitor>;

/** Every path template of the portal, by route name; `pathTo` fills one in. */
export const paths = templates(routes);

/** The coach app's page of the coach's own profile, where the portal sends a coach to edit it. */
export const coachAppProfilePath = '/profile';

/** The payment information with the payment dialog open on what is due: Home's "Make a payment". */
export const payDuePath = '/settings/payment-information?pay=next';

/** The settings pages share this prefix; the main navigation marks Settings on all of them. */
export const settingsPrefix = '/settings/';

/** The sign-in page, remembering the wanted path and, after an idle sign-out, saying why. */
export const loginPath = signInPathOf(paths.login);

/**
 * The verification hold, remembering the wanted path as `action` (none for /home, where a verified
 * student lands anyway), so the student goes on there once the e-mail is verified.
 */
export function pendingVerificationPathFor(fullPath: string): string {
  return pathTo(
    paths.pendingEmailAddressVerification,
    {},
    fullPath === paths.home ? {} : { action: fullPath },
  );
}
