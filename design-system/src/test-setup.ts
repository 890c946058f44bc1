import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded chunks (pages, layouts, dialogs, the toast region) are compiled on first request
// in the test server; on a busy 2-core machine that takes longer than Testing Library's default
// second, and on one kept busy by other work several. A missing element still fails, only later.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
