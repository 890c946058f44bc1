import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

/**
 * The month beside the chosen day's times where there is room for both, the times under the
 * month on a phone: the month keeps its own width, the times take the rest.
 */
export const layout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const times = style({ flex: '1 1 0', minInlineSize: 'min(100%, 16rem)' });

/** Where the day's times will be, while they load. */
export const timesLoading = style({ blockSize: vars.space.xxxlarge });
