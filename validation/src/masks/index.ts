export { isIsoDate, parseIsoDate, toMaskedDate } from './isoDate';
export {
  dateInputText,
  dateInputValue,
  isImpossibleDate,
  maskDate,
  maskedDateToIso,
} from './dateMask';
export { maskCardExpiration, parseCardExpiration, type CardExpiration } from './cardExpirationMask';
export { lettersAndDigits, lettersAndSpaces, type InputFilter } from './inputFilters';
export {
  cardBrandOf,
  cardNumberLength,
  cvcLength,
  formatCardNumber,
  luhnValid,
  maskCardNumber,
  type CardBrand,
} from './cardNumber';
