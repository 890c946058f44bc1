/** The links an e-mail carries back into one of the apps. */
export interface AppLinks {
  /** The page that asks for a reset link. */
  forgotPassword(): string;
  resetPassword(token: string): string;
  verifyEmailAddress(code: string): string;
  /** A page of the portal by its path (an inbox message's link). */
  portalPage(path: string): string;
  /** The portal's page of a payment's receipt. */
  paymentReceipt(paymentId: number): string;
  /** The portal's page of a coach's product or service the student bought. */
  studentPurchase(purchaseId: number): string;
  /** The portal's page where a student adds or changes their card. */
  paymentMethod(): string;
  /** The portal's communication preferences. */
  communicationPreferences(): string;
  /** The coach app's subscription page, where the coach changes its card or plan. */
  coachSubscription(): string;
  /** The coach app's page of one invoice of the subscription. */
  coachInvoice(invoiceId: number): string;
}

export interface AppOrigins {
  /** Every origin of the apps (the student portal's and the coach app's). */
  allowed: readonly string[];
  /** The coach app's origins: its reset-password route is /reset-account-password, not the portal's. */
  coach: readonly string[];
}

/** Used only when no app origin is configured at all (the portal's default address). */
const fallbackOrigin = 'http://127.0.0.1:4020';

const studentPages = (origin: string) => ({
  portalPage: (path: string) => `${origin}${path}`,
  paymentReceipt: (paymentId: number) =>
    `${origin}/settings/payment-information/receipts/${paymentId}`,
  studentPurchase: (purchaseId: number) => `${origin}/my-purchases/${purchaseId}`,
  paymentMethod: () => `${origin}/settings/payment-method`,
  communicationPreferences: () => `${origin}/settings/communication-preferences`,
});

/** A coach's own pages are the coach app's, whichever app the request came from. */
const coachPages = (origin: string) => ({
  coachSubscription: () => `${origin}/subscription`,
  coachInvoice: (invoiceId: number) => `${origin}/subscription/invoices/${invoiceId}`,
});

const coachLinks = (origin: string, portal: string, coachApp: string): AppLinks => ({
  forgotPassword: () => `${origin}/reset-account-password`,
  resetPassword: (token) => `${origin}/reset-account-password?token=${encodeURIComponent(token)}`,
  verifyEmailAddress: (code) => `${origin}/verify-email-address/${encodeURIComponent(code)}`,
  // A student's own pages are the portal's, whichever app the request came from.
  ...studentPages(portal),
  ...coachPages(coachApp),
});

const portalLinks = (origin: string, coachApp: string): AppLinks => ({
  forgotPassword: () => `${origin}/forgot-password`,
  resetPassword: (token) => `${origin}/reset-password?token=${encodeURIComponent(token)}`,
  verifyEmailAddress: (code) => `${origin}/verify-email-address/${encodeURIComponent(code)}`,
  ...studentPages(origin),
  ...coachPages(coachApp),
});

/**
 * Links open the app the request came from (its Origin header), on that app's own routes. An
 * origin that is not one of the apps' is never used: a forged Origin must not turn a reset link
 * into one that hands the token to another host. Requests without a known origin (another client,
 * a script) get the student portal's first origin.
 */
export function appLinksFor(origins: AppOrigins): (requestOrigin: string | undefined) => AppLinks {
  const coach = new Set(origins.coach);
  const known = new Set([...origins.allowed, ...origins.coach]);
  const portal = origins.allowed.find((o) => !coach.has(o)) ?? origins.allowed[0] ?? fallbackOrigin;
  const coachApp = origins.coach[0] ?? portal;
  const linksFor = (origin: string) =>
    coach.has(origin) ? coachLinks(origin, portal, origin) : portalLinks(origin, coachApp);
  const fallback = linksFor(portal);
  return (requestOrigin) =>
    requestOrigin && known.has(requestOrigin) ? linksFor(requestOrigin) : fallback;
}
