export {
  cardBrandLabels,
  deliveryModeLabels,
  deliveryModeOptions,
  genderLabels,
  genderOptions,
  languageLabels,
  languageOptions,
  offeringTypeLabels,
  offeringTypeOptions,
  purchaseStatusLabels,
  type Option,
} from './options';
