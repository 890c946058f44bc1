// The first of the built Storybook's two halves (builtStories.ts).
import { builtStoriesPart } from './builtStories';

await builtStoriesPart(1, 2);
