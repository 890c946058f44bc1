// The demo world's data directory as the browser test's Vite server serves it.
export const demoWorldFile = { fileName: 'demo-world.tar.gz' };
