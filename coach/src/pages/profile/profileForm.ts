import { rules, textSchema } from '@hci/design-system';
import type { Coach, CoachUpdate, Language } from '@hci/api-schema';
import { z } from 'zod/mini';

/** The coach profile fields a coach edits (spec §3 Coach), as form values. */
export interface ProfileFormValues {
  intro: string;
  /** Comma separated as typed. */
  specializations: string;
  focus: string;
  languages: Language[];
  hctpGraduatingClass: string;
  video: string;
  showPhone: boolean;
  testCall: boolean;
  websiteUrl: string;
  coachWebConferenceUrl: string;
  facebookGroupUrl: string;
  linkedIn: string;
  facebook: string;
  instagram: string;
  youtube: string;
}

const link = () => textSchema(rules.url);

export const profileFormSchema = z.object({
  intro: z.string(),
  specializations: z.string(),
  focus: z.string(),
  languages: z.array(z.enum(['EN', 'ES'])),
  hctpGraduatingClass: z.string(),
  video: link(),
  showPhone: z.boolean(),
  testCall: z.boolean(),
  websiteUrl: link(),
  coachWebConferenceUrl: link(),
  facebookGroupUrl: link(),
  linkedIn: link(),
  facebook: link(),
  instagram: link(),
  youtube: link(),
});

export function coachToForm(coach: Coach): ProfileFormValues {
  return {
    intro: coach.intro ?? '',
    specializations: coach.specializations.join(', '),
    focus: coach.focus ?? '',
    languages: [...coach.languages],
    hctpGraduatingClass: coach.hctpGraduatingClass ?? '',
    video: coach.video ?? '',
    showPhone: coach.showPhone,
    testCall: coach.testCall,
    websiteUrl: coach.websiteUrl ?? '',
    coachWebConferenceUrl: coach.coachWebConferenceUrl ?? '',
    facebookGroupUrl: coach.facebookGroupUrl ?? '',
    linkedIn: coach.socialNetworks.linkedIn ?? '',
    facebook: coach.socialNetworks.facebook ?? '',
    instagram: coach.socialNetworks.instagram ?? '',
    youtube: coach.socialNetworks.youtube ?? '',
  };
}

const filled = (value: string) => (value.trim() === '' ? undefined : value.trim());

function withoutUndefined<T extends object>(entries: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** The update body: empty texts are left out, so they keep nothing rather than an empty string. */
export function formToCoachUpdate(values: ProfileFormValues): CoachUpdate {
  return {
    ...withoutUndefined({
      intro: filled(values.intro),
      focus: filled(values.focus),
      hctpGraduatingClass: filled(values.hctpGraduatingClass),
      video: filled(values.video),
      websiteUrl: filled(values.websiteUrl),
      coachWebConferenceUrl: filled(values.coachWebConferenceUrl),
      facebookGroupUrl: filled(values.facebookGroupUrl),
    }),
    specializations: values.specializations
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .slice(0, 10),
    languages: values.languages,
    showPhone: values.showPhone,
    testCall: values.testCall,
    socialNetworks: withoutUndefined({
      linkedIn: filled(values.linkedIn),
      facebook: filled(values.facebook),
      instagram: filled(values.instagram),
      youtube: filled(values.youtube),
    }),
  };
}
