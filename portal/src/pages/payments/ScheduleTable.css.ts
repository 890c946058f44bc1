import { style } from '@vanilla-extract/css';

/** Dates and card names stay on one line; the table scrolls sideways instead. */
export const noWrap = style({ whiteSpace: 'nowrap' });
