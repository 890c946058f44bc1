import { style } from '@vanilla-extract/css';

/** Dates stay on one line; the installment and the card's name may wrap, so the table fits its card. */
export const noWrap = style({ whiteSpace: 'nowrap' });
