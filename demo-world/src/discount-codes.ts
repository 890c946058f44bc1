import { daysFrom } from './dates';

/** A code that takes an amount (cents) off the tuition until the day it expires. */
export interface DemoDiscountCode {
  code: string;
  amount: number;
  expiresOn: string;
}

/** The vouchers on `today`: a welcome voucher good to the year's end, one expired last June. */
export function demoVouchers(today: string): DemoDiscountCode[] {
  return [
    { code: 'WELCOME150', amount: 15000, expiresOn: daysFrom(today, 275) },
    { code: 'SPRING2025', amount: 10000, expiresOn: daysFrom(today, -274) },
  ];
}

/**
 * The promo codes on `today`, both for the next cohort of the Health Coach Training Program: one
 * good until the end of August, one expired the May before.
 */
export function demoPromoCodes(today: string): DemoDiscountCode[] {
  return [
    { code: 'HCTP-FALL26', amount: 20000, expiresOn: daysFrom(today, 153) },
    { code: 'HCTP-SPRING25', amount: 10000, expiresOn: daysFrom(today, -304) },
  ];
}
