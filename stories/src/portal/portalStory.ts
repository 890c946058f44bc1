// The portal's page stories: the shared app-story harness, given the portal and its demo student.
import type { CardBrand } from '@hci/api-schema';
import { PortalApp } from '@hci/portal/app';
import type { PrimitiveType } from 'react-intl';
import type { AppStoryParameters, StoryApp } from '../appStory';
import { containing, type StoryText } from '../storyText';

export const portalApp: StoryApp = {
  App: PortalApp,
  person: 'student',
};

/** Nobody signed in. */
export const signedOut: AppStoryParameters = { signedInAs: null };

/** The demo student before confirming the e-mail address. */
export const signedInUnverified: AppStoryParameters = { signedInAs: 'unverified' };

/** The demo coach, who sees the portal's coach pages. */
export const signedInAsCoach: AppStoryParameters = { signedInAs: 'coach' };

/** Someone who has applied to nothing yet (`applicationDraft` starts one for them). */
export const signedInAsApplicant: AppStoryParameters = { signedInAs: 'applicant' };

/** A saved card as the pages name it ("Visa ending in 4242"), in the story's locale. */
export const cardName = (text: StoryText, brand: CardBrand, last4: string) =>
  text('frame.paymentMethod.cardEnding', { brand: text(`frame.option.cardBrand.${brand}`), last4 });

/**
 * Matches a message whose `open` values may be anything: an amount the mock server works out, say,
 * that the story does not repeat.
 */
export function matching(
  text: StoryText,
  id: string,
  values: Record<string, PrimitiveType>,
  open: string[],
): RegExp {
  const marker = (name: string) => `\u0000${name}\u0000`;
  const shown = text(id, {
    ...values,
    ...Object.fromEntries(open.map((name) => [name, marker(name)])),
  });
  const source = open.reduce(
    (pattern, name) => pattern.replace(containing(marker(name)).source, '.+'),
    containing(shown).source,
  );
  return new RegExp(source);
}
