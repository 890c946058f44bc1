// A page-test file whose tests the reference API answers: before each test the demo world as
// seeded, on the demo instant, with every call to the API's address forwarded to it but for
// pictures, which are placeholders (as in stories).
import type { RequestHandler } from 'msw';
import { mediaHandler } from '@hci/mock-api';
import { afterAll, beforeEach } from 'vitest';
import {
  arrangementOf,
  forwardToReferenceApi,
  seededReferenceApi,
  type Arrangement,
  type ReferenceApi,
} from './referenceApi';

/** The MSW worker the page's API calls go through (the page tests' own). */
interface Worker {
  resetHandlers(...handlers: RequestHandler[]): void;
}

let current: ReferenceApi | undefined;

/**
 * Called at the top of a test file: the reference API answers its tests. A file that does not
 * call it keeps the mock API's answers, even when it runs in the same page after one that did.
 */
export function answerWithReferenceApi(worker: Worker) {
  beforeEach(async () => {
    current = await seededReferenceApi();
    worker.resetHandlers(mediaHandler(), forwardToReferenceApi());
  });
  afterAll(() => {
    current = undefined;
  });
}

/** The reference API the running test is answered by, if its file asked for it. */
export function referenceApiOfTest(): ReferenceApi | undefined {
  return current;
}

/** What puts the demo world in the running test's state, before it renders the app. */
export function demo(): Arrangement {
  if (!current) throw new Error('The reference API answers only a file that asks for it');
  return arrangementOf(current);
}
