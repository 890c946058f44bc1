import {
  lazyLayout,
  lazyPage,
  type AppRoute,
  type LayoutProps,
  type RouteTable,
} from '@hci/app-frame';
import { AuthLayout } from '../layouts';
import { loginPath, paths, pendingVerificationPathFor } from '../paths';

/** The frame a page renders in: the signed-out frame, the portal, or the portal's settings. */
export type LayoutName = 'auth' | 'portal' | 'settings' | 'public';

/** The student portal's routes, each with a name tests go by; every page is its own chunk. */
export const routes: readonly AppRoute<LayoutName>[] = [
  { name: 'root', path: paths.root, redirectTo: paths.home },
  {
    name: 'login',
    path: paths.login,
    access: 'guest',
    layout: 'auth',
    page: lazyPage('login', () => import('../pages/auth/LoginPage').then((m) => m.LoginPage)),
  },
  {
    // A one-time link signs in whoever opens it, signed in already or not.
    name: 'tokenLogin',
    path: paths.tokenLogin,
    access: 'anyone',
    layout: 'auth',
    page: lazyPage('tokenLogin', () =>
      import('../pages/auth/TokenLoginPage').then((m) => m.TokenLoginPage),
    ),
  },
  {
    name: 'forgotPassword',
    path: paths.forgotPassword,
    access: 'guest',
    layout: 'auth',
    page: lazyPage('forgotPassword', () =>
      import('../pages/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
    ),
  },
  {
    // Reset links arrive by e-mail and must work whether or not the student is signed in.
    name: 'resetPassword',
    path: paths.resetPassword,
    access: 'anyone',
    layout: 'auth',
    page: lazyPage('resetPassword', () =>
      import('../pages/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
    ),
  },
  {
    // The journey signs the new student in half way (to send the verification code).
    name: 'getStarted',
    path: paths.getStarted,
    access: 'anyone',
    layout: 'auth',
    page: lazyPage('getStarted', () =>
      import('../pages/auth/GetStartedPage').then((m) => m.GetStartedPage),
    ),
  },
  {
    name: 'pendingEmailAddressVerification',
    path: paths.pendingEmailAddressVerification,
    access: 'unverified',
    layout: 'auth',
    page: lazyPage('pendingEmailAddressVerification', () =>
      import('../pages/auth/PendingVerificationPage').then((m) => m.PendingVerificationPage),
    ),
  },
  {
    name: 'verifyEmailAddress',
    // The link in the e-mail works whether or not the address is verified already.
    path: paths.verifyEmailAddress,
    access: 'signedIn',
    layout: 'auth',
    page: lazyPage('verifyEmailAddress', () =>
      import('../pages/auth/VerifyEmailAddressPage').then((m) => m.VerifyEmailAddressPage),
    ),
  },
  {
    name: 'home',
    path: paths.home,
    access: 'verified',
    layout: 'portal',
    page: lazyPage('home', () => import('../pages/home/HomePage').then((m) => m.HomePage)),
  },
  {
    name: 'inbox',
    path: paths.inbox,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    page: lazyPage('inbox', () =>
      import('../pages/communication-intents/InboxPage').then((m) => m.InboxPage),
    ),
  },
  {
    name: 'courses',
    path: paths.courses,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    page: lazyPage('courses', () =>
      import('../pages/courses/CoursesPage').then((m) => m.CoursesPage),
    ),
  },
  {
    name: 'course',
    path: paths.course,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    page: lazyPage('course', () => import('../pages/courses/CoursePage').then((m) => m.CoursePage)),
  },
  {
    name: 'bookmarks',
    path: paths.bookmarks,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    page: lazyPage('bookmarks', () =>
      import('../pages/courses/BookmarksPage').then((m) => m.BookmarksPage),
    ),
  },
  {
    name: 'awards',
    path: paths.awards,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    page: lazyPage('awards', () => import('../pages/courses/AwardsPage').then((m) => m.AwardsPage)),
  },
  {
    name: 'coachingCircles',
    path: paths.coachingCircles,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'portal',
    page: lazyPage('coachingCircles', () =>
      import('../pages/coaching-circles/CoachingCirclesPage').then((m) => m.CoachingCirclesPage),
    ),
  },
  {
    name: 'purchases',
    path: paths.purchases,
    access: 'verified',
    accessPermission: 'COACH',
    layout: 'portal',
    page: lazyPage('purchases', () =>
      import('../pages/purchases/PurchasesPage').then((m) => m.PurchasesPage),
    ),
  },
  {
    name: 'purchase',
    path: paths.purchase,
    access: 'verified',
    accessPermission: 'COACH',
    layout: 'portal',
    page: lazyPage('purchase', () =>
      import('../pages/purchases/PurchasePage').then((m) => m.PurchasePage),
    ),
  },
  {
    name: 'coachProfile',
    path: paths.coachProfile,
    access: 'verified',
    accessPermission: 'COACH',
    layout: 'portal',
    page: lazyPage('coachProfile', () =>
      import('../pages/coaches/CoachProfilePage').then((m) => m.CoachProfilePage),
    ),
  },
  {
    // Visitors signed out read the directory and a coach's page; signed in, in the portal frame.
    name: 'coaches',
    path: paths.coaches,
    access: 'anyone',
    layout: 'public',
    page: lazyPage('coaches', () =>
      import('../pages/coaches/CoachDirectoryPage').then((m) => m.CoachDirectoryPage),
    ),
  },
  {
    name: 'coach',
    path: paths.coach,
    access: 'anyone',
    layout: 'public',
    page: lazyPage('coach', () => import('../pages/coaches/CoachPage').then((m) => m.CoachPage)),
  },
  {
    // Paying needs an account: a visitor signs in first and comes back here.
    name: 'checkout',
    path: paths.checkout,
    access: 'verified',
    layout: 'portal',
    page: lazyPage('checkout', () =>
      import('../pages/purchases/CheckoutPage').then((m) => m.CheckoutPage),
    ),
  },
  {
    name: 'myPurchases',
    path: paths.myPurchases,
    access: 'verified',
    layout: 'portal',
    page: lazyPage('myPurchases', () =>
      import('../pages/purchases/MyPurchasesPage').then((m) => m.MyPurchasesPage),
    ),
  },
  {
    name: 'myPurchase',
    path: paths.myPurchase,
    access: 'verified',
    layout: 'portal',
    page: lazyPage('myPurchase', () =>
      import('../pages/purchases/MyPurchasePage').then((m) => m.MyPurchasePage),
    ),
  },
  {
    name: 'profile',
    path: paths.profile,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    page: lazyPage('profile', () =>
      import('../pages/students/ProfilePage').then((m) => m.ProfilePage),
    ),
  },
  {
    name: 'agreements',
    path: paths.agreements,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    page: lazyPage('agreements', () =>
      import('../pages/agreements/AgreementsPage').then((m) => m.AgreementsPage),
    ),
  },
  {
    name: 'paymentInformation',
    path: paths.paymentInformation,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    page: lazyPage('paymentInformation', () =>
      import('../pages/payments/PaymentInformationPage').then((m) => m.PaymentInformationPage),
    ),
  },
  {
    name: 'paymentReceipt',
    path: paths.paymentReceipt,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    page: lazyPage('paymentReceipt', () =>
      import('../pages/payments/PaymentReceiptPage').then((m) => m.PaymentReceiptPage),
    ),
  },
  {
    name: 'paymentMethod',
    path: paths.paymentMethod,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    page: lazyPage('paymentMethod', () =>
      import('../pages/payment-methods/PaymentMethodPage').then((m) => m.PaymentMethodPage),
    ),
  },
  {
    name: 'paymentPlanTerms',
    path: paths.paymentPlanTerms,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    page: lazyPage('paymentPlanTerms', () =>
      import('../pages/payments/PaymentPlanTermsPage').then((m) => m.PaymentPlanTermsPage),
    ),
  },
  {
    name: 'communicationPreferences',
    path: paths.communicationPreferences,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    page: lazyPage('communicationPreferences', () =>
      import('../pages/preferences/CommunicationPreferencesPage').then(
        (m) => m.CommunicationPreferencesPage,
      ),
    ),
  },
  {
    name: 'accountHistory',
    path: paths.accountHistory,
    access: 'verified',
    accessPermission: 'STUDENT',
    layout: 'settings',
    page: lazyPage('accountHistory', () =>
      import('../pages/students/AccountHistoryPage').then((m) => m.AccountHistoryPage),
    ),
  },
  {
    name: 'enrollment',
    path: paths.enrollment,
    access: 'verified',
    layout: 'portal',
    page: lazyPage('enrollment', () =>
      import('../pages/enrollment/EnrollmentStatusPage').then((m) => m.EnrollmentStatusPage),
    ),
  },
  {
    // `/enroll` resumes the draft at its first unfinished step; each step has its own address.
    name: 'enroll',
    path: paths.enrollStep,
    access: 'verified',
    layout: 'portal',
    page: lazyPage('enroll', () =>
      import('../pages/enrollment/EnrollmentPage').then((m) => m.EnrollmentPage),
    ),
  },
];

/**
 * The signed-in frame (navigation, account menu, inbox badge and the query cache), one chunk
 * loaded with the first page inside it, so the sign-in pages do not load it. The route-preloads
 * build plugin reads this object to preload a route's frame along with its page.
 */
export const layoutPages = {
  portal: lazyPage<LayoutProps>('portalLayout', () =>
    import('../layouts/PortalLayout').then((m) => m.PortalLayout),
  ),
  settings: lazyPage<LayoutProps>('settingsLayout', () =>
    import('../layouts/PortalLayout').then((m) => m.SettingsLayout),
  ),
  public: lazyPage<LayoutProps>('publicLayout', () =>
    import('../layouts/PortalLayout').then((m) => m.PublicLayout),
  ),
};

export const notFoundPage = lazyPage('notFound', () =>
  import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage),
);

/** The portal's routes with their frames, the page for an unknown path and the guard's paths. */
export const routeTable: RouteTable<LayoutName> = {
  routes,
  layouts: {
    auth: AuthLayout,
    portal: lazyLayout(layoutPages.portal),
    settings: lazyLayout(layoutPages.settings),
    public: lazyLayout(layoutPages.public),
  },
  layoutPages,
  notFound: {
    page: notFoundPage,
    // A student who may use the portal is lost inside it; anyone else in the signed-out frame.
    layout: (session) => (session.isAuthenticated && session.isVerifiedEmail ? 'portal' : 'auth'),
  },
  paths: {
    home: paths.home,
    login: loginPath,
    pendingVerification: pendingVerificationPathFor,
  },
};
