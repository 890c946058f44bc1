// The second of the built Storybook's two halves (builtStories.ts).
import { builtStoriesPart } from './builtStories';

await builtStoriesPart(2, 2);
