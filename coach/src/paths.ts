// The coach app's routes, each written once: its name, path, who may open it, its frame, its line
// in the README and its visits in the end-to-end walk; its page is in `app/routes.ts`. It imports
// nothing of the app, so pages, layouts and the route table can all link by name without
// importing one another. `npm run routes:readme` writes the README's table from it.
import { pathTo, signInPathOf, templates, type RouteSpecs } from '@hci/app-frame/routes';

export { pathTo };

export type LayoutName = 'main' | 'auth' | 'onboarding' | 'coach';

/** Who the end-to-end walk signs in as: no one, or the demo coach. */
export type Visitor = 'visitor' | 'coach';

export const routes = {
  home: {
    path: '/',
    layout: 'main',
    access: 'anyone',
    about: 'visitor home page',
    walk: [{ as: 'visitor', heading: 'Coaching that fits your life', noDarkStory: true }],
  },
  faq: {
    path: '/faq',
    layout: 'main',
    access: 'anyone',
    about: 'frequently asked questions',
    walk: [{ as: 'visitor', heading: 'Frequently asked questions', noDarkStory: true }],
  },
  privacyPolicy: {
    path: '/privacy-policy',
    layout: 'main',
    access: 'anyone',
    about: 'privacy policy',
    walk: [{ as: 'visitor', heading: 'Privacy policy', noDarkStory: true }],
  },
  termsOfService: {
    path: '/terms-of-service',
    layout: 'main',
    access: 'anyone',
    about: 'terms of service',
    walk: [{ as: 'visitor', heading: 'Terms of service', noDarkStory: true }],
  },
  schedulingPolicy: {
    path: '/scheduling-policy',
    layout: 'main',
    access: 'anyone',
    about: 'scheduling policy',
    walk: [{ as: 'visitor', heading: 'Scheduling policy', noDarkStory: true }],
  },
  /** Another address of the visitor home page. */
  coachRedirect: {
    path: '/coach',
    redirectTo: '/',
    about: 'goes to `/`',
    walk: [{ as: 'visitor' }],
  },
  login: {
    path: '/login',
    layout: 'auth',
    access: 'guest',
    about: 'sign in',
    walk: [{ as: 'visitor', heading: 'Sign in to your coach account', noDarkStory: true }],
  },
  signUp: {
    path: '/sign-up',
    layout: 'auth',
    access: 'guest',
    about: 'become a coach',
    walk: [{ as: 'visitor', heading: 'Create your coach account', noDarkStory: true }],
  },
  tokenLogin: {
    path: '/login/token',
    layout: 'auth',
    access: 'anyone',
    about: "sign in from an external system's link",
    walk: [{ as: 'visitor', heading: 'This sign-in link did not work', noDarkStory: true }],
  },
  resetAccountPassword: {
    path: '/reset-account-password',
    layout: 'auth',
    access: 'anyone',
    about: 'reset a password',
    walk: [{ as: 'visitor', heading: 'Reset your password', noDarkStory: true }],
  },
  verify: {
    path: '/verify',
    layout: 'auth',
    access: 'anyone',
    about: 'confirm the password after a 401',
    walk: [
      {
        as: 'visitor',
        url: '/verify?to=%2Fprofile',
        heading: 'Confirm it’s you',
        noDarkStory: true,
      },
    ],
  },
  completeProfileInformation: {
    path: '/complete-profile-information',
    layout: 'onboarding',
    access: 'verified',
    about: "the profile's essentials",
    walk: [{ as: 'coach', heading: 'Tell clients about yourself', noDarkStory: true }],
  },
  verifyEmailAddress: {
    path: '/verify-email-address/:verificationCode',
    layout: 'onboarding',
    access: 'signedIn',
    about: 'the e-mailed link',
    walk: 'needs the code of a real e-mail',
  },
  pendingEmailAddressVerification: {
    path: '/pending-email-address-verification',
    layout: 'onboarding',
    access: 'signedIn',
    about: 'enter the e-mailed code',
    walk: "not walked: the demo coach's e-mail is verified",
  },
  subscription: {
    path: '/subscription',
    layout: 'coach',
    access: 'verified',
    about: "the coach's plan",
    walk: [{ as: 'coach', heading: 'Your subscription', noDarkStory: true }],
  },
  billingHistory: {
    path: '/subscription/invoices',
    layout: 'coach',
    access: 'verified',
    about: "the subscription's charges",
    walk: [{ as: 'coach', heading: 'Billing history', noDarkStory: true }],
  },
  invoice: {
    path: '/subscription/invoices/:invoiceId',
    layout: 'coach',
    access: 'verified',
    about: 'the invoice of one charge',
    // The seed writes the demo coach's charges first: the newest of them is invoice 2.
    walk: [{ as: 'coach', url: '/subscription/invoices/2', heading: 'Invoice' }],
  },
  paymentMethods: {
    path: '/payment-methods',
    layout: 'coach',
    access: 'verified',
    about: "saved cards (the portal's page)",
    // The walk's demo coach has no card: only the page with a card has a dark story.
    walk: [{ as: 'coach', heading: 'Payment method', noDarkStory: true }],
  },
  welcome: {
    path: '/welcome',
    layout: 'coach',
    access: 'verified',
    about: 'a welcome to the workspace',
    walk: [{ as: 'coach', heading: 'Welcome to your coach workspace', noDarkStory: true }],
  },
  myServices: {
    path: '/my-services',
    layout: 'coach',
    access: 'verified',
    about: 'services and products for sale',
    walk: [{ as: 'coach', heading: 'Your services and products', noDarkStory: true }],
  },
  mySessions: {
    path: '/my-sessions',
    layout: 'coach',
    access: 'verified',
    about: 'sessions with clients',
    walk: [{ as: 'coach', heading: 'Your sessions' }],
  },
  myCoachSchedule: {
    path: '/my-coach-schedule',
    layout: 'coach',
    access: 'verified',
    about: 'weekly schedule and availability',
    walk: [{ as: 'coach', heading: 'Your schedule' }],
  },
  purchases: {
    path: '/purchases',
    layout: 'coach',
    access: 'verified',
    about: 'what clients bought',
    walk: [{ as: 'coach', heading: 'Purchases' }],
  },
  purchase: {
    path: '/purchases/:purchaseId',
    layout: 'coach',
    access: 'verified',
    about: 'one purchase',
    walk: 'not walked yet',
  },
  profile: {
    path: '/profile',
    layout: 'coach',
    access: 'verified',
    about: 'public profile, educations, certificates',
    walk: [{ as: 'coach', heading: 'Your coach profile', noDarkStory: true }],
  },
  manageAccount: {
    path: '/manage-account',
    layout: 'coach',
    access: 'verified',
    about: 'password, e-mail, language',
    walk: [{ as: 'coach', heading: 'Your account', noDarkStory: true }],
  },
  coachHome: {
    path: '/home',
    redirectTo: '/profile',
    about: 'goes to `/profile`',
    walk: [{ as: 'coach' }],
  },
} as const satisfies RouteSpecs<LayoutName, Visitor>;

/** Every path template of the coach app, by route name; `pathTo` fills one in. */
export const paths = templates(routes);

/** Where a signed-in coach lands: /home, which leads to the profile. */
export const signedInHome = paths.coachHome;

/** The sign-in page, remembering the wanted path and, after an idle sign-out, saying why. */
export const loginPath = signInPathOf(paths.login);

/** The student portal's home, where a coach who is a student too goes back to. */
export const portalHomePath = '/home';
