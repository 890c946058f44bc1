import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import * as cardRules from '../cardRules';
import { cvcLength, formatCardNumber, luhnValid, maskCardNumber } from './cardNumber';

describe('the card number', () => {
  test('typing keeps digits only, at most 19, and shows them in the card’s groups', () => {
    expect(maskCardNumber('4242-4242 4242 4242')).toBe('4242424242424242');
    expect(maskCardNumber('1'.repeat(25))).toHaveLength(19);
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  test('formatting never changes the digits, for any text typed or pasted', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const digits = maskCardNumber(text);
        expect(maskCardNumber(formatCardNumber(digits))).toBe(digits);
      }),
    );
  });

  test('American Express prints 4 security digits, the other brands 3', () => {
    expect(cvcLength('AMEX')).toBe(4);
    expect(cvcLength('VISA')).toBe(3);
    expect(cardRules.cardCvc('378282246310005')('1234')).toBeUndefined();
    expect(cardRules.cardCvc('4242424242424242')('1234')).toBeDefined();
  });

  test('numbers too short or too long are refused even when their check digit passes', () => {
    expect(cardRules.cardNumber('42424242426')).toBeDefined();
    expect(luhnValid('0'.repeat(20))).toBe(true);
    expect(cardRules.cardNumber('0'.repeat(20))).toBeDefined();
  });
});
