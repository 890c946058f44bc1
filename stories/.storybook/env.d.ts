// Set by vitest.config.ts for the stories' pass in one of Chromatic's modes (modes.ts), which opens
// every story in that mode and names its pictures after it; unset everywhere else.
interface ImportMetaEnv {
  readonly STORIES_MODE?: string;
}
