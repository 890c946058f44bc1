import { describe, expect, it } from 'vitest';
import { moneyIn } from '../src/mail/formats.js';

describe('amounts in mails', () => {
  it('writes dollars as each language does, grouping four digits in Spanish too', () => {
    expect(moneyIn('EN', 100_000)).toBe('$1,000.00');
    expect(moneyIn('ES', 100_000)).toBe('1.000,00\u00a0US$');
    expect(moneyIn('ES', 381_800)).toBe('3.818,00\u00a0US$');
    expect(moneyIn('ES', 25_050)).toBe('250,50\u00a0US$');
  });
});
