// Every story in the built Storybook with the toolbar in English (builtStories.ts).
import { builtStoriesIn } from './builtStories';

await builtStoriesIn('en-US');
