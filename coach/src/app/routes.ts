import {
  lazyLayout,
  lazyPage,
  type AppRoute,
  type LayoutProps,
  type RouteTable,
} from '@hci/app-frame';
import { AuthLayout } from '../layouts/AuthLayout';
import { MainLayout } from '../layouts/MainLayout';
import { loginPath, paths, signedInHome } from '../paths';

export type LayoutName = 'main' | 'auth' | 'onboarding' | 'coach';

export const routes: readonly AppRoute<LayoutName>[] = [
  {
    name: 'index',
    path: paths.home,
    layout: 'main',
    access: 'anyone',
    page: lazyPage('index', () =>
      import('../pages/home/VisitorHomePage').then((m) => m.VisitorHomePage),
    ),
  },
  {
    name: 'faq',
    path: paths.faq,
    layout: 'main',
    access: 'anyone',
    page: lazyPage('faq', () => import('../pages/site/FaqPage').then((m) => m.FaqPage)),
  },
  {
    name: 'privacyPolicy',
    path: paths.privacyPolicy,
    layout: 'main',
    access: 'anyone',
    page: lazyPage('privacyPolicy', () =>
      import('../pages/site/PolicyPages').then((m) => m.PrivacyPolicyPage),
    ),
  },
  {
    name: 'termsOfService',
    path: paths.termsOfService,
    layout: 'main',
    access: 'anyone',
    page: lazyPage('termsOfService', () =>
      import('../pages/site/PolicyPages').then((m) => m.TermsOfServicePage),
    ),
  },
  {
    name: 'schedulingPolicy',
    path: paths.schedulingPolicy,
    layout: 'main',
    access: 'anyone',
    page: lazyPage('schedulingPolicy', () =>
      import('../pages/site/PolicyPages').then((m) => m.SchedulingPolicyPage),
    ),
  },
  { name: 'coach', path: paths.coachRedirect, redirectTo: paths.home },
  {
    name: 'login',
    path: paths.login,
    layout: 'auth',
    access: 'guest',
    page: lazyPage('login', () => import('../pages/auth/LoginPage').then((m) => m.LoginPage)),
  },
  {
    name: 'signUp',
    path: paths.signUp,
    layout: 'auth',
    access: 'guest',
    page: lazyPage('signUp', () => import('../pages/auth/SignUpPage').then((m) => m.SignUpPage)),
  },
  {
    name: 'tokenLogin',
    path: paths.tokenLogin,
    layout: 'auth',
    access: 'anyone',
    page: lazyPage('tokenLogin', () =>
      import('../pages/auth/TokenLoginPage').then((m) => m.TokenLoginPage),
    ),
  },
  {
    name: 'resetAccountPassword',
    path: paths.resetAccountPassword,
    layout: 'auth',
    access: 'anyone',
    page: lazyPage('resetAccountPassword', () =>
      import('../pages/auth/ResetAccountPasswordPage').then((m) => m.ResetAccountPasswordPage),
    ),
  },
  {
    name: 'verify',
    path: paths.verify,
    layout: 'auth',
    access: 'anyone',
    page: lazyPage('verify', () => import('../pages/auth/VerifyPage').then((m) => m.VerifyPage)),
  },
  {
    name: 'completeProfileInformation',
    path: paths.completeProfileInformation,
    layout: 'onboarding',
    access: 'verified',
    page: lazyPage('completeProfileInformation', () =>
      import('../pages/coaches/CompleteProfileInformationPage').then(
        (m) => m.CompleteProfileInformationPage,
      ),
    ),
  },
  {
    name: 'verifyEmailAddress',
    path: paths.verifyEmailAddress,
    layout: 'onboarding',
    access: 'signedIn',
    page: lazyPage('verifyEmailAddress', () =>
      import('../pages/auth/VerifyEmailAddressPage').then((m) => m.VerifyEmailAddressPage),
    ),
  },
  {
    name: 'pendingEmailAddressVerification',
    path: paths.pendingEmailAddressVerification,
    layout: 'onboarding',
    access: 'signedIn',
    page: lazyPage('pendingEmailAddressVerification', () =>
      import('../pages/auth/PendingVerificationPage').then((m) => m.PendingVerificationPage),
    ),
  },
  {
    name: 'subscription',
    path: paths.subscription,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('subscription', () =>
      import('../pages/subscription/SubscriptionPage').then((m) => m.SubscriptionPage),
    ),
  },
  {
    name: 'paymentMethods',
    path: paths.paymentMethods,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('paymentMethods', () =>
      import('../pages/payment-methods/PaymentMethodPage').then((m) => m.PaymentMethodPage),
    ),
  },
  {
    name: 'welcome',
    path: paths.welcome,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('welcome', () =>
      import('../pages/welcome/WelcomePage').then((m) => m.WelcomePage),
    ),
  },
  {
    name: 'myServices',
    path: paths.myServices,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('myServices', () =>
      import('../pages/products/MyServicesPage').then((m) => m.MyServicesPage),
    ),
  },
  {
    name: 'mySessions',
    path: paths.mySessions,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('mySessions', () =>
      import('../pages/coach-sessions/MySessionsPage').then((m) => m.MySessionsPage),
    ),
  },
  {
    name: 'myCoachSchedule',
    path: paths.myCoachSchedule,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('myCoachSchedule', () =>
      import('../pages/coach-sessions/MyCoachSchedulePage').then((m) => m.MyCoachSchedulePage),
    ),
  },
  {
    name: 'purchases',
    path: paths.purchases,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('purchases', () =>
      import('../pages/purchases/PurchasesPage').then((m) => m.PurchasesPage),
    ),
  },
  {
    name: 'purchase',
    path: paths.purchase,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('purchase', () =>
      import('../pages/purchases/PurchasePage').then((m) => m.PurchasePage),
    ),
  },
  {
    name: 'profile',
    path: paths.profile,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('profile', () =>
      import('../pages/coaches/ProfilePage').then((m) => m.ProfilePage),
    ),
  },
  {
    name: 'manageAccount',
    path: paths.manageAccount,
    layout: 'coach',
    access: 'verified',
    page: lazyPage('manageAccount', () =>
      import('../pages/account/ManageAccountPage').then((m) => m.ManageAccountPage),
    ),
  },
  { name: 'coachHome', path: paths.coachHome, redirectTo: paths.profile },
];

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
  routes,
  layouts: {
    main: MainLayout,
    auth: AuthLayout,
    onboarding: lazyLayout(layoutPages.onboarding),
    coach: lazyLayout(layoutPages.coach),
  },
  layoutPages,
  notFound: { page: notFoundPage, layout: () => 'main' },
  paths: {
    home: signedInHome,
    login: loginPath,
    // The hold does not remember the wanted path: a verified coach completes the profile first.
    pendingVerification: () => paths.pendingEmailAddressVerification,
  },
};
