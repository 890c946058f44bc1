import { describe, expect, test } from 'vitest';
import { cardBrandOf, cardExpired, cardNumberValid, luhnValid } from './index';

describe('the brand a number names', () => {
  // Each range's first and last prefix, and the prefixes just outside it.
  test.each([
    ['4000000000000002', 'VISA'],
    ['4999999999999995', 'VISA'],
    ['3999999999999999', 'OTHER'],
    ['5000000000000009', 'OTHER'],
    ['5100000000000008', 'MASTERCARD'],
    ['5599999999999995', 'MASTERCARD'],
    ['5600000000000003', 'OTHER'],
    ['2220999999999999', 'OTHER'],
    ['2221000000000009', 'MASTERCARD'],
    ['2720999999999996', 'MASTERCARD'],
    ['2721000000000004', 'OTHER'],
    ['330000000000000', 'OTHER'],
    ['340000000000009', 'AMEX'],
    ['350000000000000', 'OTHER'],
    ['360000000000000', 'OTHER'],
    ['370000000000002', 'AMEX'],
    ['380000000000000', 'OTHER'],
    ['6010999999999999', 'OTHER'],
    ['6011000000000004', 'DISCOVER'],
    ['6012000000000000', 'OTHER'],
    ['6439999999999999', 'OTHER'],
    ['6440000000000002', 'DISCOVER'],
    ['6499999999999999', 'DISCOVER'],
    ['6500000000000002', 'DISCOVER'],
    ['6599999999999999', 'DISCOVER'],
    ['6600000000000000', 'OTHER'],
    // The issuers' test numbers.
    ['4242424242424242', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    ['6445644564456445', 'DISCOVER'],
    ['3056930009020004', 'OTHER'],
  ])('%s is a %s card', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  test('is known as soon as enough leading digits are typed, and only from the start', () => {
    expect(cardBrandOf('4')).toBe('VISA');
    expect(cardBrandOf('51')).toBe('MASTERCARD');
    expect(cardBrandOf('222')).toBe('OTHER');
    expect(cardBrandOf('2221')).toBe('MASTERCARD');
    expect(cardBrandOf('64')).toBe('OTHER');
    expect(cardBrandOf('644')).toBe('DISCOVER');
    expect(cardBrandOf('')).toBe('OTHER');
    expect(cardBrandOf('1034111111111111')).toBe('OTHER');
    expect(cardBrandOf('1650111111111111')).toBe('OTHER');
  });
});

describe('the check digit', () => {
  test('doubles every second digit from the right', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('18')).toBe(true);
    expect(luhnValid('59')).toBe(true);
    expect(luhnValid('91')).toBe(true);
  });

  test('the issuers’ test numbers pass it, and any one-digit typo fails it', () => {
    for (const number of ['4242424242424242', '5555555555554444', '378282246310005']) {
      expect(luhnValid(number)).toBe(true);
      for (let i = 0; i < number.length; i += 1) {
        const typo = `${number.slice(0, i)}${(Number(number[i]) + 1) % 10}${number.slice(i + 1)}`;
        expect(luhnValid(typo), typo).toBe(false);
      }
    }
  });

  test('nothing, or anything but digits, fails it', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('4242a24242424242')).toBe(false);
    // Spaces would count as zeros: these would pass.
    expect(luhnValid('18  ')).toBe(false);
    expect(luhnValid('  18')).toBe(false);
  });
});

test('a card number has 12 to 19 digits and passes the check digit', () => {
  expect(cardNumberValid('000000000000')).toBe(true);
  expect(cardNumberValid('4000000000000000006')).toBe(true);
  expect(cardNumberValid('4242424242424242')).toBe(true);
  // Too short or too long, though each passes the check digit.
  expect(cardNumberValid('0'.repeat(11))).toBe(false);
  expect(cardNumberValid('0'.repeat(20))).toBe(false);
  expect(cardNumberValid('4242424242424241')).toBe(false);
});

describe('a card’s expiry', () => {
  const november2026 = { month: 11, year: 2026 };

  test('the card is good through the last day of its month', () => {
    expect(cardExpired(november2026, { month: 11, year: 2026 })).toBe(false);
    expect(cardExpired(november2026, { month: 12, year: 2026 })).toBe(true);
  });

  test('December runs into January of the next year', () => {
    expect(cardExpired({ month: 12, year: 2026 }, { month: 12, year: 2026 })).toBe(false);
    expect(cardExpired({ month: 12, year: 2026 }, { month: 1, year: 2027 })).toBe(true);
    expect(cardExpired({ month: 1, year: 2027 }, { month: 12, year: 2026 })).toBe(false);
  });

  test('a later year wins over an earlier month', () => {
    expect(cardExpired({ month: 1, year: 2030 }, november2026)).toBe(false);
    expect(cardExpired({ month: 12, year: 2025 }, november2026)).toBe(true);
  });
});
