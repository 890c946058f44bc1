import { use } from 'react';
import { missingPhoneMetadata, type PhoneMetadataSource } from '../validation/phone';

/** Settled, in the form React's `use` reads at once (the `status` convention of its docs). */
const loaded = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/** Suspends until the phone functions can answer about every source (see `loadPhoneMetadata`). */
export function usePhoneMetadata(...sources: PhoneMetadataSource[]): void {
  // Each call starts every missing load, so that none waits for another to finish.
  const next = () => sources.map(missingPhoneMetadata).find((load) => load !== undefined);
  // `use` at least once: React wants a component that suspended in `use` to call it again.
  for (let load: Promise<void> | undefined = next() ?? loaded; load; load = next()) use(load);
}
