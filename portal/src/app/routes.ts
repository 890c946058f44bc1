import {
  lazyLayout,
  lazyPage,
  pageRoutes,
  type LayoutProps,
  type PageLoaders,
  type RouteTable,
} from '@hci/app-frame';
import { AuthLayout } from '../layouts';
import { loginPath, paths, pendingVerificationPathFor, routes, type LayoutName } from '../paths';

/** Each page of the portal, by its route's name in `routes`; every page is its own chunk. */
const pages: PageLoaders<typeof routes> = {
  login: () => import('../pages/auth/LoginPage').then((m) => m.LoginPage),
  tokenLogin: () => import('../pages/auth/TokenLoginPage').then((m) => m.TokenLoginPage),
  forgotPassword: () =>
    import('../pages/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  resetPassword: () => import('../pages/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  getStarted: () => import('../pages/auth/GetStartedPage').then((m) => m.GetStartedPage),
  pendingEmailAddressVerification: () =>
    import('../pages/auth/PendingVerificationPage').then((m) => m.PendingVerificationPage),
  verifyEmailAddress: () =>
    import('../pages/auth/VerifyEmailAddressPage').then((m) => m.VerifyEmailAddressPage),
  home: () => import('../pages/home/HomePage').then((m) => m.HomePage),
  inbox: () => import('../pages/communication-intents/InboxPage').then((m) => m.InboxPage),
  courses: () => import('../pages/courses/CoursesPage').then((m) => m.CoursesPage),
  course: () => import('../pages/courses/CoursePage').then((m) => m.CoursePage),
  bookmarks: () => import('../pages/courses/BookmarksPage').then((m) => m.BookmarksPage),
  awards: () => import('../pages/courses/AwardsPage').then((m) => m.AwardsPage),
  coachingCircles: () =>
    import('../pages/coaching-circles/CoachingCirclesPage').then((m) => m.CoachingCirclesPage),
  purchases: () => import('../pages/purchases/PurchasesPage').then((m) => m.PurchasesPage),
  purchase: () => import('../pages/purchases/PurchasePage').then((m) => m.PurchasePage),
  coachProfile: () => import('../pages/coaches/CoachProfilePage').then((m) => m.CoachProfilePage),
  coaches: () => import('../pages/coaches/CoachDirectoryPage').then((m) => m.CoachDirectoryPage),
  coach: () => import('../pages/coaches/CoachPage').then((m) => m.CoachPage),
  checkout: () => import('../pages/purchases/CheckoutPage').then((m) => m.CheckoutPage),
  myPurchases: () => import('../pages/purchases/MyPurchasesPage').then((m) => m.MyPurchasesPage),
  myPurchase: () => import('../pages/purchases/MyPurchasePage').then((m) => m.MyPurchasePage),
  profile: () => import('../pages/students/ProfilePage').then((m) => m.ProfilePage),
  agreements: () => import('../pages/agreements/AgreementsPage').then((m) => m.AgreementsPage),
  paymentInformation: () =>
    import('../pages/payments/PaymentInformationPage').then((m) => m.PaymentInformationPage),
  paymentReceipt: () =>
    import('../pages/payments/PaymentReceiptPage').then((m) => m.PaymentReceiptPage),
  paymentMethod: () =>
    import('../pages/payment-methods/PaymentMethodPage').then((m) => m.PaymentMethodPage),
  paymentPlanTerms: () =>
    import('../pages/payments/PaymentPlanTermsPage').then((m) => m.PaymentPlanTermsPage),
  communicationPreferences: () =>
    import('../pages/preferences/CommunicationPreferencesPage').then(
      (m) => m.CommunicationPreferencesPage,
    ),
  accountHistory: () =>
    import('../pages/students/AccountHistoryPage').then((m) => m.AccountHistoryPage),
  enrollment: () =>
    import('../pages/enrollment/EnrollmentStatusPage').then((m) => m.EnrollmentStatusPage),
  enroll: () => import('../pages/enrollment/EnrollmentPage').then((m) => m.EnrollmentPage),
};

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
  routes: pageRoutes(routes, pages),
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
