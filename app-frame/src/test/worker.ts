// The page tests' one MSW service worker, in a module of its own: Vitest imports a setup file
// afresh for every test file, and a worker made there would be a second one beside the tests'
// import. A service worker answers whatever the page asks the network for (fetch, an upload's
// XMLHttpRequest, an image), as the browser sends it.
import { setupWorker } from 'msw/browser';

export const worker = setupWorker();
