// The reference API of the apps' page tests, in a module of its own: Vitest imports a setup file
// afresh for every test file, and the API a test arranges must be the one its page calls.
import { mediaHandler } from '@hci/mock-api';
import { worker } from '@hci/app-frame/test';
import {
  arrangementOf,
  forwardToReferenceApi,
  seededReferenceApi,
  type Arrangement,
  type ReferenceApi,
} from './referenceApi';

let current: ReferenceApi | undefined;

/**
 * The demo world as seeded, on the demo instant, answers every call to the API's address but for
 * pictures, which are placeholders (as in stories).
 */
export async function answerWithSeededApi() {
  current = await seededReferenceApi();
  worker.resetHandlers(mediaHandler(), forwardToReferenceApi());
}

/** What puts the demo world in the running test's state, before it renders the app. */
export function demo(): Arrangement {
  if (!current) throw new Error('The reference API starts before the first test');
  return arrangementOf(current);
}
