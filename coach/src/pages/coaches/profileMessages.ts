import { untypedMessages } from '@hci/design-system';
import { defineMessages } from 'react-intl';

export const profileMessages = untypedMessages(
  defineMessages({
    title: { id: 'coach.profile.title', defaultMessage: 'Your coach profile' },
    loading: { id: 'coach.profile.loading', defaultMessage: 'Loading your profile' },
    aboutHeading: { id: 'coach.profile.about', defaultMessage: 'About you' },
    linksHeading: { id: 'coach.profile.links', defaultMessage: 'Links' },
    intro: { id: 'coach.profile.intro', defaultMessage: 'Introduction' },
    introHelp: {
      id: 'coach.profile.introHelp',
      defaultMessage: 'A few sentences clients read first: who you help and how.',
    },
    specializations: { id: 'coach.profile.specializations', defaultMessage: 'Specializations' },
    specializationsHelp: {
      id: 'coach.profile.specializationsHelp',
      defaultMessage: 'Up to 10, separated by commas.',
    },
    focus: { id: 'coach.profile.focus', defaultMessage: 'Focus' },
    languages: { id: 'coach.profile.languages', defaultMessage: 'Languages you coach in' },
    graduatingClass: {
      id: 'coach.profile.graduatingClass',
      defaultMessage: 'Graduating class at the institute',
    },
    video: { id: 'coach.profile.video', defaultMessage: 'Introduction video link' },
    showPhone: { id: 'coach.profile.showPhone', defaultMessage: 'Show my phone number to clients' },
    testCall: { id: 'coach.profile.testCall', defaultMessage: 'Offer a free test call' },
    testCallHelp: {
      id: 'coach.profile.testCallHelp',
      defaultMessage:
        'Clients book it from your public page: one free 20-minute online session each, in your hours, at your video-call room link.',
    },
    websiteUrl: { id: 'coach.profile.websiteUrl', defaultMessage: 'Website' },
    webConferenceUrl: {
      id: 'coach.profile.webConferenceUrl',
      defaultMessage: 'Video-call room link',
    },
    facebookGroupUrl: { id: 'coach.profile.facebookGroupUrl', defaultMessage: 'Facebook group' },
    linkedIn: { id: 'coach.profile.linkedIn', defaultMessage: 'LinkedIn' },
    facebook: { id: 'coach.profile.facebook', defaultMessage: 'Facebook' },
    instagram: { id: 'coach.profile.instagram', defaultMessage: 'Instagram' },
    youtube: { id: 'coach.profile.youtube', defaultMessage: 'YouTube' },
    urlHelp: { id: 'coach.profile.urlHelp', defaultMessage: 'Starts with https://' },
    imagesHeading: { id: 'coach.profile.images', defaultMessage: 'Photo and cover image' },
    imagesIntro: {
      id: 'coach.profile.imagesIntro',
      defaultMessage:
        'Clients see them on your public profile. Each picture is saved as soon as it is sent.',
    },
    photo: { id: 'coach.profile.photo', defaultMessage: 'Your photo' },
    photoHelp: {
      id: 'coach.profile.photoHelp',
      defaultMessage: 'A friendly, well-lit picture of your face.',
    },
    removePhoto: { id: 'coach.profile.removePhoto', defaultMessage: 'Remove photo' },
    photoSaved: { id: 'coach.profile.photoSaved', defaultMessage: 'Your photo has been saved.' },
    photoRemoved: {
      id: 'coach.profile.photoRemoved',
      defaultMessage: 'Your photo has been removed.',
    },
    coverImage: { id: 'coach.profile.coverImage', defaultMessage: 'Cover image' },
    coverImageHelp: {
      id: 'coach.profile.coverImageHelp',
      defaultMessage: 'A wide picture, about three times as wide as it is tall.',
    },
    currentCoverImage: {
      id: 'coach.profile.currentCoverImage',
      defaultMessage: 'Your cover image',
    },
    removeCoverImage: {
      id: 'coach.profile.removeCoverImage',
      defaultMessage: 'Remove cover image',
    },
    coverImageSaved: {
      id: 'coach.profile.coverImageSaved',
      defaultMessage: 'Your cover image has been saved.',
    },
    coverImageRemoved: {
      id: 'coach.profile.coverImageRemoved',
      defaultMessage: 'Your cover image has been removed.',
    },
    imageNotSaved: {
      id: 'coach.profile.imageNotSaved',
      defaultMessage:
        'The picture was sent but could not be saved on your profile. Please try again.',
    },
    educationsHeading: { id: 'coach.profile.educations', defaultMessage: 'Education' },
    educationsLoading: {
      id: 'coach.profile.educations.loading',
      defaultMessage: 'Loading your education',
    },
    educationsEmpty: {
      id: 'coach.profile.educations.empty',
      defaultMessage: 'Add the schools and programs that trained you.',
    },
    addEducation: { id: 'coach.profile.educations.add', defaultMessage: 'Add education' },
    editEducation: { id: 'coach.profile.educations.edit', defaultMessage: 'Edit {name}' },
    deleteEducation: { id: 'coach.profile.educations.delete', defaultMessage: 'Delete {name}' },
    institution: {
      id: 'coach.profile.educations.institution',
      defaultMessage: 'School or institution',
    },
    degree: { id: 'coach.profile.educations.degree', defaultMessage: 'Degree or program' },
    fieldOfStudy: { id: 'coach.profile.educations.fieldOfStudy', defaultMessage: 'Field of study' },
    startYear: { id: 'coach.profile.educations.startYear', defaultMessage: 'Start year' },
    endYear: { id: 'coach.profile.educations.endYear', defaultMessage: 'End year' },
    certificationsHeading: { id: 'coach.profile.certifications', defaultMessage: 'Certifications' },
    certificationsLoading: {
      id: 'coach.profile.certifications.loading',
      defaultMessage: 'Loading your certifications',
    },
    certificationsEmpty: {
      id: 'coach.profile.certifications.empty',
      defaultMessage: 'Add the certificates you hold, such as your health-coach certification.',
    },
    addCertification: {
      id: 'coach.profile.certifications.add',
      defaultMessage: 'Add certification',
    },
    editCertification: { id: 'coach.profile.certifications.edit', defaultMessage: 'Edit {name}' },
    deleteCertification: {
      id: 'coach.profile.certifications.delete',
      defaultMessage: 'Delete {name}',
    },
    certificationName: { id: 'coach.profile.certifications.name', defaultMessage: 'Certificate' },
    issuer: { id: 'coach.profile.certifications.issuer', defaultMessage: 'Issued by' },
    credentialUrl: {
      id: 'coach.profile.certifications.credentialUrl',
      defaultMessage: 'Credential link',
    },
    deleteTitle: { id: 'coach.profile.deleteTitle', defaultMessage: 'Delete {name}?' },
    deleteBody: {
      id: 'coach.profile.deleteBody',
      defaultMessage: 'It will no longer appear on your public profile.',
    },
    years: { id: 'coach.profile.years', defaultMessage: '{start}–{end}' },
  }),
);
