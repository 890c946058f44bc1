// Kept apart from referenceApi.ts, which loads the API: the built Storybook's runner, in Node,
// reads this name too.

/** The performance mark a page carries once the reference API has started in it. */
export const referenceApiStartedMark = 'reference-api-started';
