// The app-wide toast queue. Screens call `toast.positive(...)` and friends; the ToastRegion at the
// app root shows them. Content is kept as message descriptors and formatted when shown, so a
// toast follows the current language.
import type { MessageDescriptor } from 'react-intl';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastTone = 'positive' | 'critical' | 'info';

/** A catalogue message (e.g. `errorMessages.failedLogin`) or text already formatted. */
export type ToastText = MessageDescriptor | string;

export type MessageValues = Record<string, string | number>;

export interface ToastContent {
  tone: ToastTone;
  message: ToastText;
  values?: MessageValues;
}

export interface ToastOptions {
  /** Milliseconds before it closes by itself; `null` keeps it until the user closes it. */
  timeout?: number | null;
  values?: MessageValues;
}

/** Positive toasts leave after 5 s; only toasts that stay longer get a close action. */
export const positiveTimeout = 5000;

const defaultTimeouts: Record<ToastTone, number | null> = {
  positive: positiveTimeout,
  info: 8000,
  critical: null,
};

export function hasCloseAction(timeout: number | undefined): boolean {
  return timeout === undefined || timeout > positiveTimeout;
}

export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 });

function identity(message: ToastText): string {
  return typeof message === 'string' ? message : String(message.id);
}

function show(tone: ToastTone, message: ToastText, options: ToastOptions = {}): string {
  // The same message twice (a double submit, a retried request) shows once, refreshed.
  for (const visible of toastQueue.visibleToasts) {
    if (visible.content.tone === tone && identity(visible.content.message) === identity(message)) {
      toastQueue.close(visible.key);
    }
  }
  const timeout = options.timeout === undefined ? defaultTimeouts[tone] : options.timeout;
  const content: ToastContent = {
    tone,
    message,
    ...(options.values ? { values: options.values } : {}),
  };
  return toastQueue.add(content, timeout === null ? {} : { timeout });
}

/**
 * Shows a toast from anywhere (`toast.positive(message)`); needs one `<ToastRegion />` at the
 * root.
 */
export const toast = {
  /** Confirms something worked; leaves after 5 s. */
  positive: (message: ToastText, options?: ToastOptions) => show('positive', message, options),
  /** Says what went wrong (a message of the error catalogue); stays until closed. */
  critical: (message: ToastText, options?: ToastOptions) => show('critical', message, options),
  /** Neutral news, e.g. "Your session expired"; stays 8 s with a close action. */
  info: (message: ToastText, options?: ToastOptions) => show('info', message, options),
  close: (key: string) => toastQueue.close(key),
  /** Removes every toast (on sign-out, and between tests). */
  clear: () => toastQueue.clear(),
};
