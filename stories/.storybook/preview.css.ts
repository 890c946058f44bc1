import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

/** The themed canvas every story renders in (and the element each snapshot captures). */
export const canvas = style({ minBlockSize: vars.size.touchTarget });

export const padded = style({ padding: vars.space.medium });
