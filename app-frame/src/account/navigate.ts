/** How a frame page moves the app to another path: the app's router, passed in (wouter's `navigate` fits). */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;
