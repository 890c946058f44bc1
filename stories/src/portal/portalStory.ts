// The portal's page stories: the shared app-story harness, given the portal and its demo student.
import { fixtures } from '@hci/api-schema/msw';
import { PortalApp } from '@hci/portal/app';
import type { AppStoryParameters, StoryApp } from '../appStory';

export const portalApp: StoryApp = { App: PortalApp, session: fixtures.demoStudentSession };

/** Nobody signed in. */
export const signedOut: AppStoryParameters = { session: null };

/** The demo student before confirming the e-mail address. */
export const signedInUnverified: AppStoryParameters = {
  session: { ...fixtures.demoStudentSession, isVerifiedEmail: false },
};

/** The demo coach, who sees the portal's coach pages. */
export const signedInAsCoach: AppStoryParameters = { session: fixtures.demoCoachSession };
