import { missingPhoneMetadata, type PhoneMetadataSource } from '@hci/validation';

/** A failed load, by the sources that waited for it: thrown by their next render. */
const failures = new Map<string, unknown>();

/** Suspends until the phone functions can answer about every source (see `loadPhoneMetadata`). */
export function usePhoneMetadata(...sources: PhoneMetadataSource[]): void {
  const key = JSON.stringify(sources);
  if (failures.has(key)) {
    const error = failures.get(key);
    // Kept for the rest of this task, as React renders once more before it shows the error
    // boundary; a later render (the boundary's retry) loads again.
    queueMicrotask(() => failures.delete(key));
    throw error;
  }
  // Every missing load starts at once, so that none waits for another to finish; a typed number
  // that dials another country asks again once its own country's plan is in.
  const pending = sources.map(missingPhoneMetadata).filter((load) => load !== undefined);
  // Suspense renders this again once the promise settles; a failure is thrown then.
  if (pending.length > 0)
    throw Promise.all(pending).catch((error: unknown) => void failures.set(key, error));
}
