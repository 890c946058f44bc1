// The page-story harness both apps use: the whole app at a path, and what its stories wait for.
export {
  answers,
  appStoryMeta,
  recoverApi,
  type AppStoryArgs,
  type AppStoryParameters,
  type StoryApp,
  type DemoArrangement,
} from './appStory';
export {
  advanceApiClock,
  openMailedVerificationLink,
  newApplicant,
  newCoach,
} from '@hci/page-harness';
export {
  findOpenDialog,
  findPageHeading,
  nothingLoading,
  pageBody,
  patiently,
  picturesShown,
} from './waiting';
