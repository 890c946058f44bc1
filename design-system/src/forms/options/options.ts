// The option lists of the product's forms (yes/no, gender, language, offering type, delivery mode).
// Labels are messages; the English ones follow the label rule (see `enumLabel`), except the two
// languages, which are named (English, Spanish).
import { defineMessages, type MessageDescriptor } from 'react-intl';

export interface Option<V extends string> {
  value: V;
  label: MessageDescriptor;
}

const yesNo = defineMessages({
  yes: { id: 'form.option.yes', defaultMessage: 'Yes' },
  no: { id: 'form.option.no', defaultMessage: 'No' },
});

export const yesNoOptions: readonly Option<'yes' | 'no'>[] = [
  { value: 'yes', label: yesNo.yes },
  { value: 'no', label: yesNo.no },
];

const gender = defineMessages({
  MALE: { id: 'form.option.gender.MALE', defaultMessage: 'Male' },
  FEMALE: { id: 'form.option.gender.FEMALE', defaultMessage: 'Female' },
  NON_BINARY: { id: 'form.option.gender.NON_BINARY', defaultMessage: 'Non binary' },
  TRANSGENDER: { id: 'form.option.gender.TRANSGENDER', defaultMessage: 'Transgender' },
  INTERSEX: { id: 'form.option.gender.INTERSEX', defaultMessage: 'Intersex' },
  PREFER_NOT_TO_SAY: {
    id: 'form.option.gender.PREFER_NOT_TO_SAY',
    defaultMessage: 'Prefer not to say',
  },
  OTHER: { id: 'form.option.gender.OTHER', defaultMessage: 'Other' },
});

export const genders = [
  'MALE',
  'FEMALE',
  'NON_BINARY',
  'TRANSGENDER',
  'INTERSEX',
  'PREFER_NOT_TO_SAY',
  'OTHER',
] as const;
export type Gender = (typeof genders)[number];

export const genderOptions: readonly Option<Gender>[] = genders.map((value) => ({
  value,
  label: gender[value],
}));

const language = defineMessages({
  EN: { id: 'form.option.language.EN', defaultMessage: 'English' },
  ES: { id: 'form.option.language.ES', defaultMessage: 'Spanish' },
});

export const languages = ['EN', 'ES'] as const;
export type Language = (typeof languages)[number];

export const languageOptions: readonly Option<Language>[] = languages.map((value) => ({
  value,
  label: language[value],
}));

const offeringType = defineMessages({
  PRODUCT: { id: 'form.option.offeringType.PRODUCT', defaultMessage: 'Product' },
  SERVICE: { id: 'form.option.offeringType.SERVICE', defaultMessage: 'Service' },
});

export const offeringTypes = ['PRODUCT', 'SERVICE'] as const;
export type OfferingType = (typeof offeringTypes)[number];

export const offeringTypeOptions: readonly Option<OfferingType>[] = offeringTypes.map((value) => ({
  value,
  label: offeringType[value],
}));

const deliveryMode = defineMessages({
  ONLINE: { id: 'form.option.deliveryMode.ONLINE', defaultMessage: 'Online' },
  IN_PERSON: { id: 'form.option.deliveryMode.IN_PERSON', defaultMessage: 'In person' },
});

export const deliveryModes = ['ONLINE', 'IN_PERSON'] as const;
export type DeliveryMode = (typeof deliveryModes)[number];

export const deliveryModeOptions: readonly Option<DeliveryMode>[] = deliveryModes.map((value) => ({
  value,
  label: deliveryMode[value],
}));
