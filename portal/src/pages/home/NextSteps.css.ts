import { style } from '@vanilla-extract/css';

/** The steps are a numbered list for screen readers; each reads as its own notice on screen. */
export const stepList = style({ listStyle: 'none', margin: 0, padding: 0 });
