// Every story in the built Storybook with the toolbar in Spanish (builtStories.ts).
import { builtStoriesIn } from './builtStories';

await builtStoriesIn('es');
