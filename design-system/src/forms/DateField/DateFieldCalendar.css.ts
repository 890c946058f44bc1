import { style } from '@vanilla-extract/css';
import { dayCell, dayCellSelectors, iconButton } from '../../CalendarMonth/CalendarMonth.css';
import { vars } from '../../tokens/theme.css';

/**
 * Fills the frame's height (a height of its own would add the frame's borders); an invisible
 * layer makes what it takes a press on the full 44 px touch target, borders included.
 */
export const calendarButton = style([
  iconButton,
  {
    position: 'relative',
    flexShrink: 0,
    alignSelf: 'stretch',
    selectors: {
      '&::before': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        insetBlockStart: '50%',
        blockSize: vars.size.touchTarget,
        transform: 'translateY(-50%)',
      },
      '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    },
  },
]);

export const cell = style({
  ...dayCell,
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-today]': { fontWeight: vars.font.weight.strong, color: vars.color.text.brand },
    '&[data-selected]': {
      backgroundColor: vars.color.surface.brand,
      color: vars.color.text.onBrand,
    },
    ...dayCellSelectors,
  },
});

/**
 * The month in the dialog's body, centred. It reaches into the body's margin (large) to keep a
 * small one of its own: seven 44 px days then fit a 375 px screen, and the arrows' icons, inside
 * their 44 px buttons, still line up with the dialog's title.
 */
export const month = style({
  display: 'flex',
  justifyContent: 'center',
  marginInline: `calc(${vars.space.small} - ${vars.space.large})`,
});
