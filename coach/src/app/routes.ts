import {
  lazyLayout,
  lazyPage,
  pageRoutes,
  type LayoutProps,
  type PageLoaders,
  type RouteTable,
} from '@hci/app-frame';
import { AuthLayout } from '../layouts/AuthLayout';
import { MainLayout } from '../layouts/MainLayout';
import { loginPath, paths, routes, signedInHome, type LayoutName } from '../paths';

/** Each page of the coach app, by its route's name in `routes`; every page is its own chunk. */
const pages: PageLoaders<typeof routes> = {
  home: () => import('../pages/home/VisitorHomePage').then((m) => m.VisitorHomePage),
  faq: () => import('../pages/site/FaqPage').then((m) => m.FaqPage),
  privacyPolicy: () => import('../pages/site/PolicyPages').then((m) => m.PrivacyPolicyPage),
  termsOfService: () => import('../pages/site/PolicyPages').then((m) => m.TermsOfServicePage),
  schedulingPolicy: () => import('../pages/site/PolicyPages').then((m) => m.SchedulingPolicyPage),
  login: () => import('../pages/auth/LoginPage').then((m) => m.LoginPage),
  signUp: () => import('../pages/auth/SignUpPage').then((m) => m.SignUpPage),
  tokenLogin: () => import('../pages/auth/TokenLoginPage').then((m) => m.TokenLoginPage),
  resetAccountPassword: () =>
    import('../pages/auth/ResetAccountPasswordPage').then((m) => m.ResetAccountPasswordPage),
  verify: () => import('../pages/auth/VerifyPage').then((m) => m.VerifyPage),
  completeProfileInformation: () =>
    import('../pages/coaches/CompleteProfileInformationPage').then(
      (m) => m.CompleteProfileInformationPage,
    ),
  verifyEmailAddress: () =>
    import('../pages/auth/VerifyEmailAddressPage').then((m) => m.VerifyEmailAddressPage),
  pendingEmailAddressVerification: () =>
    import('../pages/auth/PendingVerificationPage').then((m) => m.PendingVerificationPage),
  subscription: () =>
    import('../pages/subscription/SubscriptionPage').then((m) => m.SubscriptionPage),
  billingHistory: () =>
    import('../pages/subscription/BillingHistoryPage').then((m) => m.BillingHistoryPage),
  invoice: () => import('../pages/subscription/InvoicePage').then((m) => m.InvoicePage),
  paymentMethods: () =>
    import('../pages/payment-methods/PaymentMethodPage').then((m) => m.PaymentMethodPage),
  welcome: () => import('../pages/welcome/WelcomePage').then((m) => m.WelcomePage),
  myServices: () => import('../pages/products/MyServicesPage').then((m) => m.MyServicesPage),
  mySessions: () => import('../pages/coach-sessions/MySessionsPage').then((m) => m.MySessionsPage),
  myCoachSchedule: () =>
    import('../pages/coach-sessions/MyCoachSchedulePage').then((m) => m.MyCoachSchedulePage),
  purchases: () => import('../pages/purchases/PurchasesPage').then((m) => m.PurchasesPage),
  purchase: () => import('../pages/purchases/PurchasePage').then((m) => m.PurchasePage),
  profile: () => import('../pages/coaches/ProfilePage').then((m) => m.ProfilePage),
  manageAccount: () =>
    import('../pages/account/ManageAccountPage').then((m) => m.ManageAccountPage),
};

/**
 * The signed-in frames, loaded with the first page that needs them: they bring the query cache
 * (TanStack Query), which the sign-in and public pages do without. The route-preloads build plugin
 * reads this object to preload a route's frame along with its page.
 */
export const layoutPages = {
  onboarding: lazyPage<LayoutProps>('onboardingLayout', () =>
    import('../layouts/OnboardingLayout').then((m) => m.OnboardingLayout),
  ),
  coach: lazyPage<LayoutProps>('coachLayout', () =>
    import('../layouts/CoachLayout').then((m) => m.CoachLayout),
  ),
};

export const notFoundPage = lazyPage('notFound', () =>
  import('../pages/not-found/NotFoundPage').then((m) => m.NotFoundPage),
);

/** The coach app's routes with their frames, the page for an unknown path and the guard's paths. */
export const routeTable: RouteTable<LayoutName> = {
  routes: pageRoutes(routes, pages),
  layouts: {
    main: MainLayout,
    auth: AuthLayout,
    onboarding: lazyLayout(layoutPages.onboarding),
    coach: lazyLayout(layoutPages.coach),
  },
  layoutPages,
  notFound: {
    page: notFoundPage,
    // A signed-in coach is lost inside the workspace, and keeps its frame; anyone else the site's.
    layout: (session) => (session.isAuthenticated && session.isVerifiedEmail ? 'coach' : 'main'),
  },
  paths: {
    home: signedInHome,
    login: loginPath,
    // The hold does not remember the wanted path: a verified coach completes the profile first.
    pendingVerification: () => paths.pendingEmailAddressVerification,
  },
};
