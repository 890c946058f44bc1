// The phone rules (a valid number, a mobile number), apart so that forms without phones do not
// load libphonenumber-js.
import { validationMessages as m } from './messages';
import { isMobilePhone, isValidPhone, type PhoneValue } from './phone';
import type { Rule } from './types';

export const phoneValid: Rule<PhoneValue> = (value) =>
  value.number.trim() === '' || isValidPhone(value) ? undefined : { message: m.phoneValid };

export const mobilePhone: Rule<PhoneValue> = (value) =>
  value.number.trim() === '' || isMobilePhone(value) ? undefined : { message: m.mobilePhone };
