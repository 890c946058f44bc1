import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const coachProfileMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.coachProfile.title', defaultMessage: 'Your public coach profile' },
    intro: {
      id: 'portal.coachProfile.intro',
      defaultMessage: 'This is your coach profile as clients see it.',
    },
    edit: { id: 'portal.coachProfile.edit', defaultMessage: 'Edit your profile in the coach app' },
    loading: { id: 'portal.coachProfile.loading', defaultMessage: 'Loading your coach profile…' },
    about: { id: 'portal.coachProfile.about', defaultMessage: 'About' },
    noIntro: {
      id: 'portal.coachProfile.noIntro',
      defaultMessage: 'You have not written an introduction yet.',
    },
    specializations: {
      id: 'portal.coachProfile.specializations',
      defaultMessage: 'Specializations',
    },
    languages: { id: 'portal.coachProfile.languages', defaultMessage: 'Languages' },
    graduatingClass: {
      id: 'portal.coachProfile.graduatingClass',
      defaultMessage: 'Health coach training class',
    },
    testCall: { id: 'portal.coachProfile.testCall', defaultMessage: 'Offers a free test call' },
    social: { id: 'portal.coachProfile.social', defaultMessage: 'Social links' },
    linkedIn: { id: 'portal.coachProfile.social.linkedIn', defaultMessage: 'LinkedIn' },
    facebook: { id: 'portal.coachProfile.social.facebook', defaultMessage: 'Facebook' },
    instagram: { id: 'portal.coachProfile.social.instagram', defaultMessage: 'Instagram' },
    youtube: { id: 'portal.coachProfile.social.youtube', defaultMessage: 'YouTube' },
    educations: { id: 'portal.coachProfile.educations', defaultMessage: 'Education' },
    educationYears: {
      id: 'portal.coachProfile.educationYears',
      defaultMessage: '{start}–{end}',
    },
    certifications: { id: 'portal.coachProfile.certifications', defaultMessage: 'Certifications' },
    issued: { id: 'portal.coachProfile.issued', defaultMessage: '{issuer}, issued {date}' },
    none: { id: 'portal.coachProfile.none', defaultMessage: 'None listed yet.' },
    yes: { id: 'portal.coachProfile.yes', defaultMessage: 'Yes' },
    no: { id: 'portal.coachProfile.no', defaultMessage: 'No' },
    EN: { id: 'portal.coachProfile.language.EN', defaultMessage: 'English' },
    ES: { id: 'portal.coachProfile.language.ES', defaultMessage: 'Spanish' },
    cardTitle: { id: 'portal.coachCorner.profileTitle', defaultMessage: 'Your coach profile' },
    cardBody: {
      id: 'portal.coachCorner.profileBody',
      defaultMessage: 'See your profile as clients see it, and keep it current.',
    },
    cardLink: { id: 'portal.coachCorner.profileLink', defaultMessage: 'See your coach profile' },
    purchasesTitle: { id: 'portal.coachCorner.purchasesTitle', defaultMessage: 'Purchases' },
    purchasesBody: {
      id: 'portal.coachCorner.purchasesBody',
      defaultMessage: 'What customers bought of your coaching products and services.',
    },
    purchasesLink: { id: 'portal.coachCorner.purchasesLink', defaultMessage: 'See purchases' },
    cornerLabel: { id: 'portal.coachCorner.label', defaultMessage: 'Your coaching practice' },
  }),
);
