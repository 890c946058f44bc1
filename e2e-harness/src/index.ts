// The end-to-end harness both apps' journeys use (`e2e/*.e2e.test.ts`, in Node); a test-only entry,
// never in a bundle. Each app's vitest.config.ts names global-setup.ts beside it.
export {
  harnessForFile,
  startHarness,
  type BrowserOptions,
  type Harness,
  type HarnessOptions,
} from './harness';
export {
  expectAccessible,
  expectAccessibleInDark,
  expectFitsPhone,
  heading,
  screenshot,
} from './checks';
export {
  demoPassword,
  latestCode,
  latestMail,
  mailsTo,
  signIn,
  submitSignIn,
  type Mail,
  type SignInForm,
  type SignInOptions,
} from './account';
export type { App } from './provided';
