// What the end-to-end global setup hands each test file of an app's e2e project (`inject`).

/** The two apps: each has an e2e project that runs this harness. */
export const apps = ['portal', 'coach'] as const;
export type App = (typeof apps)[number];

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app whose e2e project this is: the app under test. */
    e2eApp: App;
    /** The reference API's data folder, migrated and seeded, that each file's API copies. */
    apiTemplateDir: string;
    /** Where the app's screenshots go (`e2e/screenshots/` of the app; git-ignored). */
    screenshotDir: string;
  }
}
