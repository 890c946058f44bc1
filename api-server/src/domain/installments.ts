/**
 * A balance paid in `count` installments of whole cents: each is the balance's share rounded up to
 * the cent, or what is left of the balance when that is less, so they add up to it exactly. Only
 * the last is smaller, by a few cents, unless the balance is a mere few cents per installment.
 */
export function installmentAmounts(balance: number, count: number) {
  const installmentAmount = Math.ceil(balance / count);
  const amounts: number[] = [];
  let left = balance;
  for (let i = 0; i < count; i += 1) {
    const amount = Math.min(left, installmentAmount);
    amounts.push(amount);
    left -= amount;
  }
  return { installmentAmount, lastInstallmentAmount: amounts[count - 1]!, amounts };
}
