import { describe, expect, it } from 'vitest';
import { withoutRouteDocs } from '../lib/route-docs.mjs';

describe('withoutRouteDocs', () => {
  it("leaves out each route's README line and walk, and nothing else", () => {
    const code = [
      'export const routes = {',
      "  login: { path: '/login', about: 'sign in', walk: [{ as: 'visitor' }], layout: 'auth' },",
      "  verify: { path: '/verify/:code', walk: 'needs a code', about: 'the link' },",
      '};',
      "export const other = { about: 'kept' };",
    ].join('\n');
    expect(withoutRouteDocs(code, 'paths.js').code).toBe(
      [
        'export const routes = {',
        "  login: { path: '/login', layout: 'auth' },",
        "  verify: { path: '/verify/:code', },",
        '};',
        "export const other = { about: 'kept' };",
      ].join('\n'),
    );
  });
});
