// Kept apart from referenceApi.ts, which loads the API: the built Storybook's runner reads it in
// Node.

/** The performance mark a page carries once the reference API has started in it. */
export const referenceApiStartedMark = 'reference-api-started';
