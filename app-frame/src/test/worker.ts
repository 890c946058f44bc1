// The page tests' one MSW worker and its handlers, in a module of its own: Vitest imports a setup
// file afresh for every test file, and a worker made there would be a second one beside the
// tests' import. Started (see `AppUnderTest.serviceWorker`), it answers whatever the page asks
// the network for (fetch, an upload's XMLHttpRequest, an image); otherwise its handlers answer
// the API clients' fetch inside the page.
import { setupWorker } from 'msw/browser';

export const worker = setupWorker();
