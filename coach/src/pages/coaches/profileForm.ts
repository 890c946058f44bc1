import { errorMessages } from '@hci/app-frame';
import { crossFieldRule, optionalText, textList, textSchema, type Rule } from '@hci/design-system';
import { languageValues, type Coach, type CoachUpdate, type Language } from '@hci/api-schema';
import { testCallLinkRefusal } from '@hci/rules';
import { coachTextRules, linkRules, specializationsRules } from '@hci/rules/field-rules';
import { z } from 'zod/mini';
import { sentWebLink, webLinkSchema } from '../../components/webLink';

/** The coach profile fields a coach edits, as form values; their rules are the ones the API enforces. */
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

const link = () => webLinkSchema(...linkRules);

/** The specializations as typed (comma separated), checked as the list the API stores. */
const specializationRules: Rule<string>[] = specializationsRules.map(
  (rule) => (value: string) => rule(textList(value)),
);

/** A free test call is a video call: offered, it needs the link clients join it by. */
const testCallLinkRule: Rule<string> = (link) =>
  testCallLinkRefusal({ testCall: true, coachWebConferenceUrl: link })
    ? { message: errorMessages.testCallWithoutMeetingLink }
    : undefined;

const profileFields = z.object({
  intro: textSchema(...coachTextRules.intro),
  specializations: textSchema(...specializationRules),
  focus: textSchema(...coachTextRules.focus),
  languages: z.array(z.enum(languageValues)),
  hctpGraduatingClass: textSchema(...coachTextRules.hctpGraduatingClass),
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

export const profileFormSchema = crossFieldRule(profileFields, 'coachWebConferenceUrl', (values) =>
  values.testCall ? testCallLinkRule : undefined,
);

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

/**
 * The update body. Every text is sent, trimmed, or null when empty so the API clears it (an
 * omitted field would keep its old value). The social links are one object that replaces the
 * stored one.
 */
export function formToCoachUpdate(values: ProfileFormValues): CoachUpdate {
  return {
    intro: optionalText(values.intro),
    focus: optionalText(values.focus),
    hctpGraduatingClass: optionalText(values.hctpGraduatingClass),
    video: sentWebLink(values.video),
    websiteUrl: sentWebLink(values.websiteUrl),
    coachWebConferenceUrl: sentWebLink(values.coachWebConferenceUrl),
    facebookGroupUrl: sentWebLink(values.facebookGroupUrl),
    specializations: textList(values.specializations),
    languages: values.languages,
    showPhone: values.showPhone,
    testCall: values.testCall,
    socialNetworks: {
      linkedIn: sentWebLink(values.linkedIn),
      facebook: sentWebLink(values.facebook),
      instagram: sentWebLink(values.instagram),
      youtube: sentWebLink(values.youtube),
    },
  };
}
