// The demo world's data directory as the browser test's Vite server serves it, and the day it is
// seeded on: the page's API must keep that day on its clock.
export const demoWorldFile = { at: '2026-03-31T12:00:00Z', fileName: 'demo-world.tar.gz' };
