// The states react-aria-components puts on its elements as data attributes (hovered, focused,
// focus visible), for the controls this library builds on native elements. The library's styles
// then read one set of states whichever way a control is built, and focus rings follow
// react-aria's keyboard-or-pointer modality everywhere.
import type { DOMAttributes } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';

export interface InteractionOptions {
  isDisabled?: boolean;
  /** Text inputs show their focus ring whenever they have focus, as browsers do. */
  isTextInput?: boolean;
  /** A group around a control: focus anywhere inside counts (`data-focus-within`). */
  within?: boolean;
}

export type InteractionProps = DOMAttributes<Element> & {
  'data-hovered'?: true;
  'data-focused'?: true;
  'data-focus-within'?: true;
  'data-focus-visible'?: true;
};

export function useInteractionState({
  isDisabled = false,
  isTextInput = false,
  within = false,
}: InteractionOptions = {}): { isFocused: boolean; interactionProps: InteractionProps } {
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ isTextInput, within });
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return {
    isFocused,
    interactionProps: {
      ...mergeProps(focusProps, hoverProps),
      'data-hovered': isHovered || undefined,
      [within ? 'data-focus-within' : 'data-focused']: isFocused || undefined,
      'data-focus-visible': isFocusVisible || undefined,
    },
  };
}
