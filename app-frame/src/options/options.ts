// The labels of the contract's enums the institute's screens show (gender, language, offering
// type, delivery mode, purchase status, card brand), and the options its forms offer from them.
// Each label list is keyed by the enum's type, so a value the contract adds is a type error here
// until it has a label; the options follow the contract's own order. The English labels follow the
// label rule (see `enumLabel`), except the two languages, which are named (English, Spanish).
import {
  deliveryModeValues,
  genderValues,
  languageValues,
  offeringTypeValues,
  type CardBrand,
  type DeliveryMode,
  type Gender,
  type Language,
  type OfferingType,
  type PurchaseStatus,
} from '@hci/api-schema';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export interface Option<V extends string> {
  value: V;
  label: MessageDescriptor;
}

export const genderLabels = defineMessages({
  MALE: { id: 'frame.option.gender.MALE', defaultMessage: 'Male' },
  FEMALE: { id: 'frame.option.gender.FEMALE', defaultMessage: 'Female' },
  NON_BINARY: { id: 'frame.option.gender.NON_BINARY', defaultMessage: 'Non binary' },
  TRANSGENDER: { id: 'frame.option.gender.TRANSGENDER', defaultMessage: 'Transgender' },
  INTERSEX: { id: 'frame.option.gender.INTERSEX', defaultMessage: 'Intersex' },
  PREFER_NOT_TO_SAY: {
    id: 'frame.option.gender.PREFER_NOT_TO_SAY',
    defaultMessage: 'Prefer not to say',
  },
  OTHER: { id: 'frame.option.gender.OTHER', defaultMessage: 'Other' },
}) satisfies Record<Gender, MessageDescriptor>;

export const languageLabels = defineMessages({
  EN: { id: 'frame.option.language.EN', defaultMessage: 'English' },
  ES: { id: 'frame.option.language.ES', defaultMessage: 'Spanish' },
}) satisfies Record<Language, MessageDescriptor>;

export const offeringTypeLabels = defineMessages({
  PRODUCT: { id: 'frame.option.offeringType.PRODUCT', defaultMessage: 'Product' },
  SERVICE: { id: 'frame.option.offeringType.SERVICE', defaultMessage: 'Service' },
}) satisfies Record<OfferingType, MessageDescriptor>;

export const deliveryModeLabels = defineMessages({
  ONLINE: { id: 'frame.option.deliveryMode.ONLINE', defaultMessage: 'Online' },
  IN_PERSON: { id: 'frame.option.deliveryMode.IN_PERSON', defaultMessage: 'In person' },
}) satisfies Record<DeliveryMode, MessageDescriptor>;

/** The label of each status a purchase can be in, as the contract lists them. */
export const purchaseStatusLabels = defineMessages({
  PENDING: { id: 'frame.option.purchaseStatus.PENDING', defaultMessage: 'Pending' },
  PAID: { id: 'frame.option.purchaseStatus.PAID', defaultMessage: 'Paid' },
  REFUNDED: { id: 'frame.option.purchaseStatus.REFUNDED', defaultMessage: 'Refunded' },
  CANCELLED: { id: 'frame.option.purchaseStatus.CANCELLED', defaultMessage: 'Cancelled' },
  FAILED: { id: 'frame.option.purchaseStatus.FAILED', defaultMessage: 'Failed' },
}) satisfies Record<PurchaseStatus, MessageDescriptor>;

/** The name of each card brand the card processor reports, as the contract lists them. */
export const cardBrandLabels = defineMessages({
  VISA: { id: 'frame.option.cardBrand.VISA', defaultMessage: 'Visa' },
  MASTERCARD: { id: 'frame.option.cardBrand.MASTERCARD', defaultMessage: 'Mastercard' },
  AMEX: { id: 'frame.option.cardBrand.AMEX', defaultMessage: 'American Express' },
  DISCOVER: { id: 'frame.option.cardBrand.DISCOVER', defaultMessage: 'Discover' },
  OTHER: { id: 'frame.option.cardBrand.OTHER', defaultMessage: 'Card' },
}) satisfies Record<CardBrand, MessageDescriptor>;

const optionsOf = <V extends string>(
  values: readonly V[],
  labels: Record<V, MessageDescriptor>,
): readonly Option<V>[] => values.map((value) => ({ value, label: labels[value] }));

export const genderOptions = optionsOf(genderValues, genderLabels);
export const languageOptions = optionsOf(languageValues, languageLabels);
export const offeringTypeOptions = optionsOf(offeringTypeValues, offeringTypeLabels);
export const deliveryModeOptions = optionsOf(deliveryModeValues, deliveryModeLabels);
