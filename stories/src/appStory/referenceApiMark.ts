// Kept apart from referenceApi.ts, which loads the API: Node reads these names too (the built
// Storybook's runner, and .storybook/main.ts, which seeds the demo world).

/** The performance mark a page carries once the reference API has started in it. */
export const referenceApiStartedMark = 'reference-api-started';

/** The demo world's data directory, served beside the preview by the API's Vite plugin. */
export const demoWorldFileName = 'demo-world.tar.gz';
