import { optionalText, rules, textList, textSchema, withoutUndefined } from '@hci/design-system';
import type { Coach, CoachUpdate, Language } from '@hci/api-schema';
import { z } from 'zod/mini';

/** The coach profile fields a coach edits, as form values. */
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

/** The update body: empty texts are left out, so they keep nothing rather than an empty string. */
export function formToCoachUpdate(values: ProfileFormValues): CoachUpdate {
  return {
    ...withoutUndefined({
      intro: optionalText(values.intro),
      focus: optionalText(values.focus),
      hctpGraduatingClass: optionalText(values.hctpGraduatingClass),
      video: optionalText(values.video),
      websiteUrl: optionalText(values.websiteUrl),
      coachWebConferenceUrl: optionalText(values.coachWebConferenceUrl),
      facebookGroupUrl: optionalText(values.facebookGroupUrl),
    }),
    specializations: textList(values.specializations).slice(0, 10),
    languages: values.languages,
    showPhone: values.showPhone,
    testCall: values.testCall,
    socialNetworks: withoutUndefined({
      linkedIn: optionalText(values.linkedIn),
      facebook: optionalText(values.facebook),
      instagram: optionalText(values.instagram),
      youtube: optionalText(values.youtube),
    }),
  };
}
