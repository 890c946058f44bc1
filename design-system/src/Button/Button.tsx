import { forwardRef, useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { mergeProps } from 'react-aria/mergeProps';
import { useObjectRef } from 'react-aria/useObjectRef';
import type { PressEvent } from 'react-aria';
import {
  announce,
  pressEventOfClick,
  useHydrated,
  useInteractionState,
  type PressKey,
} from '../interactions';
import { mergeClassNames, type StyleProps } from '../css/styleProps';
import { warnIfUnthemed } from '../ThemeProvider/themeCheck';
import * as styles from './Button.css';

const messages = defineMessages({
  pending: { id: 'ds.button.pending', defaultMessage: 'Working on it' },
});

/**
 * The mark a prerendered page's early script (scripts-after-paint.js, written by the prerender
 * build) puts on a form when its submit button (`data-deferred-submit` until the app has started)
 * is pressed, or Enter in one of its fields, before the app has started.
 */
const submitRequestedAttribute = 'data-submit-requested';

export type ButtonVariant = NonNullable<styles.ButtonVariants['variant']>;

export interface ButtonProps
  extends
    Omit<
      ButtonHTMLAttributes<HTMLButtonElement>,
      'className' | 'style' | 'children' | 'type' | 'disabled'
    >,
    StyleProps {
  /** `primary` for the one main action of a screen, `critical` for destructive ones. */
  variant?: ButtonVariant;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Spans its container's width (a sign-in form's button), not its label's. Default: false. */
  fullWidth?: boolean;
  /** `button` unless it submits its form. */
  type?: 'button' | 'submit' | 'reset';
  /**
   * A click, a tap, or Enter or Space while it has focus, with react-aria's `PressEvent` (its
   * `pointerType`, modifier keys and `key`), as react-aria-components' buttons give it.
   */
  onPress?: (event: PressEvent) => void;
  /**
   * Greys it out, takes it out of the Tab order and ignores presses (the native `disabled`).
   * Default: false.
   */
  isDisabled?: boolean;
  /** Working on it: shows progress, keeps its place and focus, and ignores presses. */
  isPending?: boolean;
  /** The label, which is also the button's accessible name: a verb, or a verb and its object. */
  children: ReactNode;
}

/**
 * A native button: the platform already gives it its keyboard, touch and screen-reader behaviour,
 * so the first page of every app carries no press-handling script. Inside `DialogTrigger`,
 * `MenuTrigger` and `Tooltip` it works as their trigger.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    icon,
    fullWidth = false,
    type = 'button',
    onPress,
    onClick,
    isDisabled = false,
    isPending = false,
    children,
    className,
    style,
    ...props
  },
  ref,
) {
  const intl = useIntl();
  const { isFocused, interactionProps } = useInteractionState({
    isDisabled: isDisabled || isPending,
  });
  const pendingLabel = intl.formatMessage(messages.pending);
  const hydrated = useHydrated();
  const ownRef = useObjectRef(ref);
  const deferredSubmit = !hydrated && type === 'submit';

  // A submit pressed on a prerendered page before the app started (the page's early script marks
  // its form) is carried out once the button can submit, so the press is not lost.
  useEffect(() => {
    const button = ownRef.current;
    const form = button?.form;
    if (!hydrated || type !== 'submit' || !form?.hasAttribute(submitRequestedAttribute)) return;
    form.removeAttribute(submitRequestedAttribute);
    form.requestSubmit(button);
  }, [hydrated, type, ownRef]);

  // A development build says so when the app forgot its theme (the button would show unstyled).
  useEffect(() => {
    if (process.env.NODE_ENV === 'development') warnIfUnthemed(ownRef.current);
  }, [ownRef]);

  // Someone who pressed it hears that it started working (the progress inside it has no voice).
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (isPending && !wasPending.current && isFocused) announce(pendingLabel);
    wasPending.current = isPending;
  }, [isPending, isFocused, pendingLabel]);

  // The key that is about to click it (Enter, or Space on its release), so the press reports the
  // keyboard rather than a pointer; any other key, or the click, forgets it.
  const pressKey = useRef<PressKey | undefined>(undefined);
  const onKeyDown = (event: { key: string }) => {
    pressKey.current = event.key === 'Enter' || event.key === ' ' ? event.key : undefined;
  };

  const button = (
    <button
      {...mergeProps(props, interactionProps, { onKeyDown })}
      ref={ownRef}
      // Pending, Enter in a field of its form must not submit again; on a prerendered page not yet
      // hydrated, the browser must not send the form itself (the password in the address).
      type={isPending || deferredSubmit ? 'button' : type}
      data-deferred-submit={deferredSubmit ? '' : undefined}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      className={mergeClassNames(styles.buttonRecipe({ variant, fullWidth }), className)}
      style={style}
      onClick={(event) => {
        const key = pressKey.current;
        pressKey.current = undefined;
        if (isPending) return event.preventDefault();
        onClick?.(event);
        onPress?.(pressEventOfClick(event, key));
      }}
    >
      <span className={isPending ? styles.hiddenLabel : styles.label}>
        {icon}
        {children}
      </span>
      {isPending && (
        <span role="progressbar" aria-label={pendingLabel} className={styles.spinnerFrame}>
          <span className={styles.spinner} />
        </span>
      )}
    </button>
  );
  // Before the page's early script has arrived, Enter in a form's only field would have the browser
  // send the form itself (what was typed in the address). A disabled submit button first in the
  // form is its default button, and a disabled default button sends nothing.
  // Always two places, so that the button keeps its element when the guard goes.
  return (
    <>
      {deferredSubmit && <button type="submit" disabled hidden />}
      {button}
    </>
  );
});
