import { style } from '@vanilla-extract/css';
import { vars } from '@hci/design-system/tokens';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/**
 * The subject with its preview under it, as one block: on a phone, where the table's cells lie in
 * a row, the preview would otherwise squeeze the subject into a narrow column beside it.
 */
export const message = style({ display: 'grid', minInlineSize: 0, flex: 1 });

/** The subject opens the message: a button that reads as the row's text. */
export const subject = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text.link,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': {
      outline: `${vars.borderWidth.focus} solid ${vars.color.border.focus}`,
      borderRadius: vars.radius.small,
    },
  },
});

export const unreadSubject = style([subject, { fontWeight: vars.font.weight.strong }]);

/**
 * The message's first line under its subject. Clamped rather than kept from wrapping, so a long
 * body cannot widen the table on a narrow screen.
 */
export const preview = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 1,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
