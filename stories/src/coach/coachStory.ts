// The coach app's page stories: the shared app-story harness, given the coach app.
import { CoachApp } from '@hci/coach/app';
import type { AppStoryParameters, StoryApp } from '../appStory';
import { containing } from '../storyText';

export const coachApp: StoryApp = {
  App: CoachApp,
  person: null,
  // An answer the API keeps refusing sends the coach to confirm the password.
  reverify: true,
};

/** The demo coach, signed in with a verified e-mail. */
export const signedIn: AppStoryParameters = { signedInAs: 'coach' };

/** A coach before confirming the e-mail address (held on the pending-verification page). */
export const signedInUnverified: AppStoryParameters = { signedInAs: 'newCoach' };

/** Matches text that starts with `part` (a field's label, followed by its required marker). */
export function startingWith(part: string): RegExp {
  return new RegExp(`^${containing(part).source}`);
}
