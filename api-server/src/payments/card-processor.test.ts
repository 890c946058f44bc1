import { describe, expect, test } from 'vitest';
import { cardLimitCents, CardProcessor, testCards } from './card-processor.js';
import { refusal } from '@hci/rules/test';

const now = Date.UTC(2026, 10, 15); // 15 November 2026
const processor = new CardProcessor(Buffer.from('fingerprint-key'), () => now);
const visa = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

describe('adding a card', () => {
  test('keeps the brand, the last four digits and the expiry, never the number', () => {
    const card = processor.tokenize({ ...visa, number: '4242 4242-4242 4242' });
    expect(card).toMatchObject({ brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(card.token).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(JSON.stringify(card)).not.toContain('42424242');
  });

  test('keeps the brand as the contract names it, OTHER for a number no brand issues', () => {
    expect(processor.tokenize({ ...visa, number: '5555555555554444' }).brand).toBe('MASTERCARD');
    expect(processor.tokenize({ ...visa, number: '6445644564456445' }).brand).toBe('DISCOVER');
    expect(processor.tokenize({ ...visa, number: '3056930009020004' }).brand).toBe('OTHER');
  });

  test('the fingerprint names the number, under the processor’s key only', () => {
    const again = processor.tokenize({ ...visa, number: '4242 4242 4242 4242', cvc: undefined });
    expect(again.fingerprint).toBe(processor.tokenize(visa).fingerprint);
    expect(processor.tokenize({ ...visa, number: '5555555555554444' }).fingerprint).not.toBe(
      again.fingerprint,
    );
    const otherKey = new CardProcessor(Buffer.from('another key'), () => now);
    expect(otherKey.tokenize(visa).fingerprint).not.toBe(again.fingerprint);
    expect(again.token).not.toBe(processor.tokenize(visa).token);
  });

  test.each([
    ['a wrong check digit', '4242424242424241'],
    ['11 digits', '42424242426'],
    ['20 digits', '00000000000000000000'],
    ['letters', '4242a24242424242'],
    ['nothing', ''],
  ])('refuses a number with %s', (_, number) => {
    expect(refusal(() => processor.tokenize({ ...visa, number }))).toMatchObject({
      status: 400,
      key: 'invalidPaymentMethodDetails',
      message: 'The card number is not valid',
    });
  });

  test('takes numbers of 12 and of 19 digits that pass the check digit', () => {
    expect(processor.tokenize({ ...visa, number: '000000000000' }).last4).toBe('0000');
    expect(processor.tokenize({ ...visa, number: '4000000000000000006' }).last4).toBe('0006');
  });

  test('a card is valid through the end of its expiry month', () => {
    expect(processor.tokenize({ ...visa, expMonth: 11, expYear: 2026 }).expMonth).toBe(11);
    expect(processor.tokenize({ ...visa, expMonth: 1, expYear: 2027 }).expYear).toBe(2027);
    for (const expiry of [
      { expMonth: 10, expYear: 2026 },
      { expMonth: 12, expYear: 2025 },
      { expMonth: 0, expYear: 2030 },
      { expMonth: 13, expYear: 2030 },
    ])
      expect(refusal(() => processor.tokenize({ ...visa, ...expiry }))).toMatchObject({
        status: 400,
        key: 'invalidPaymentMethodDetails',
        message: 'The card has expired',
      });
  });

  test('a security code, when given, has 3 or 4 digits', () => {
    expect(processor.tokenize({ ...visa, cvc: '1234' }).last4).toBe('4242');
    for (const cvc of ['12', '12345', '12a', ''])
      expect(refusal(() => processor.tokenize({ ...visa, cvc }))).toMatchObject({
        status: 400,
        key: 'invalidPaymentMethodDetails',
        message: 'The security code is not valid',
      });
  });

  test('the test cards: declined by the issuer, the provider down, accepted then declined', () => {
    expect(
      refusal(() => processor.tokenize({ ...visa, number: testCards.declined })),
    ).toMatchObject({
      status: 402,
      key: 'failedAddPaymentMethod',
      message: 'The card was declined by its issuer',
    });
    expect(
      refusal(() => processor.tokenize({ ...visa, number: testCards.providerError })),
    ).toMatchObject({
      status: 402,
      key: 'paymentProviderError',
      message: 'The card payment provider is not available',
    });
    const declining = processor.tokenize({ ...visa, number: testCards.declinedCharge });
    expect(refusal(() => processor.charge(declining.token, 100))).toMatchObject({
      status: 402,
      key: 'failedPay',
    });
  });
});

describe('charging a card', () => {
  const { token } = processor.tokenize(visa);

  test('charges up to the card limit and declines above it', () => {
    expect(processor.charge(token, cardLimitCents).reference).toMatch(/^ch_[0-9a-f]{20}$/);
    expect(processor.charge(token, 1).reference).not.toBe(processor.charge(token, 1).reference);
    expect(refusal(() => processor.charge(token, cardLimitCents + 1))).toMatchObject({
      status: 402,
      key: 'failedPay',
      message: 'The card was declined',
    });
  });
});
