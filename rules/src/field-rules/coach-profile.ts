// A coach's public profile: its links are web addresses, its texts and specializations bounded.
import { rules, type Rule } from '@hci/validation';
import { textLimit } from './names';
import { issuesAt, recordAt, textOf, type FieldRuleIssue } from './issues';

export const linkRules: readonly Rule<string>[] = [rules.url];

export const introLimit = 2000;
export const maxSpecializations = 10;

/** At most ten specializations, each a short text. */
export const specializationsRules: readonly Rule<readonly string[]>[] = [
  rules.enterAtMost(maxSpecializations),
  (list) => list.map(rules.maxLength(textLimit)).find(Boolean),
];

export const coachTextRules = {
  intro: [rules.maxLength(introLimit)],
  focus: [rules.maxLength(textLimit)],
  hctpGraduatingClass: [rules.maxLength(textLimit)],
} as const satisfies Record<string, readonly Rule<string>[]>;

const links = ['video', 'websiteUrl', 'coachWebConferenceUrl', 'facebookGroupUrl'] as const;
const socialLinks = ['linkedIn', 'facebook', 'instagram', 'youtube'] as const;

export function coachProfileIssues(body: unknown): FieldRuleIssue[] {
  const sent = recordAt({ body }, 'body');
  const social = recordAt(sent, 'socialNetworks');
  const list = Array.isArray(sent.specializations) ? sent.specializations.map(textOf) : [];
  const texts = Object.keys(coachTextRules) as (keyof typeof coachTextRules)[];
  return [
    ...texts.flatMap((name) => issuesAt(name, textOf(sent[name]), coachTextRules[name])),
    ...issuesAt('specializations', list, specializationsRules),
    ...links.flatMap((name) => issuesAt(name, textOf(sent[name]), linkRules)),
    ...socialLinks.flatMap((name) =>
      issuesAt(`socialNetworks.${name}`, textOf(social[name]), linkRules),
    ),
  ];
}
