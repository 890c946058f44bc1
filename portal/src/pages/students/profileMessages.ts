import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const profileMessages = untypedMessages(
  defineMessages({
    title: { id: 'portal.profile.title', defaultMessage: 'Profile' },
    loading: { id: 'portal.profile.loading', defaultMessage: 'Loading your profile…' },
    personal: { id: 'portal.profile.personal', defaultMessage: 'Personal information' },
    gender: { id: 'portal.profile.gender', defaultMessage: 'Gender' },
    notSet: { id: 'portal.profile.notSet', defaultMessage: 'Not set' },
    contact: { id: 'portal.profile.contact', defaultMessage: 'Phone numbers' },
    about: { id: 'portal.profile.about', defaultMessage: 'Education and work' },
    educationLevel: { id: 'portal.profile.educationLevel', defaultMessage: 'Education level' },
    occupation: { id: 'portal.profile.occupation', defaultMessage: 'Occupation' },
    militaryMember: {
      id: 'portal.profile.militaryMember',
      defaultMessage: 'I serve or have served in the military',
    },
    preferences: { id: 'portal.profile.preferences', defaultMessage: 'Preferences' },
    language: {
      id: 'portal.profile.language',
      defaultMessage: 'Language for emails and documents',
    },
    timeZone: { id: 'portal.profile.timeZone', defaultMessage: 'Time zone' },
    deviceTimeZone: {
      id: 'portal.profile.deviceTimeZone',
      defaultMessage: 'The time zone of this device',
    },
    photo: { id: 'portal.profile.photo', defaultMessage: 'Photo' },
    photoDescription: {
      id: 'portal.profile.photoDescription',
      defaultMessage: 'A clear photo of your face helps your coach and classmates know you.',
    },
    removePhoto: { id: 'portal.profile.removePhoto', defaultMessage: 'Remove photo' },
    photoSaved: { id: 'portal.profile.photoSaved', defaultMessage: 'Your photo has been saved.' },
    photoRemoved: {
      id: 'portal.profile.photoRemoved',
      defaultMessage: 'Your photo has been removed.',
    },
    photoNotSaved: {
      id: 'portal.profile.photoNotSaved',
      defaultMessage:
        'The photo was sent but could not be saved on your profile. Please try again.',
    },
    email: { id: 'portal.profile.email', defaultMessage: 'Email: {email}' },
  }),
);
