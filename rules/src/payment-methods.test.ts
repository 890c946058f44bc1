import { describe, expect, test } from 'vitest';
import { refusal } from './test/refusal';
import { checkCardRemovable, checkSimulatedCardStored, testCards } from './payment-methods';

describe('a stored card', () => {
  const card = { assignedToOpenInstallment: false, isDefault: false, balanceOwed: 500 };

  test('is removed unless an open installment is charged to it or it is the default one owing', () => {
    expect(() => checkCardRemovable(card)).not.toThrow();
    expect(() => checkCardRemovable({ ...card, isDefault: true, balanceOwed: 0 })).not.toThrow();
    expect(
      refusal(() => checkCardRemovable({ ...card, assignedToOpenInstallment: true })).key,
    ).toBe('paymentMethodAssignedDeleteError');
    expect(refusal(() => checkCardRemovable({ ...card, isDefault: true })).key).toBe(
      'paymentMethodDeleteDefaultError',
    );
  });

  test('the simulated processor declines its test cards and stores any other', () => {
    expect(refusal(() => checkSimulatedCardStored(testCards.declined)).key).toBe(
      'failedAddPaymentMethod',
    );
    expect(refusal(() => checkSimulatedCardStored(testCards.providerError)).key).toBe(
      'paymentProviderError',
    );
    expect(() => checkSimulatedCardStored('4242424242424242')).not.toThrow();
  });
});
