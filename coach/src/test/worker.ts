// The page tests' one MSW worker, in a module of its own: Vitest imports a setup file afresh for
// every test file, and a worker made there would be a second one beside the tests' import.
import { setupWorker } from 'msw/browser';

export const worker = setupWorker();
