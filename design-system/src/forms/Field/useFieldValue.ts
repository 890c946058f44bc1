import { useLayoutEffect, useRef, useState } from 'react';

/** A value the parent may control (`value`) or leave to the field (`defaultValue`). */
export function useFieldValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (value: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  return [
    controlled ? value : own,
    (next) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
  ];
}

/**
 * A ref for a native text control that takes in what was typed into a prerendered page before its
 * script ran: hydration leaves that text in the control, but the value (and the form) would not
 * know it, and the next render would wipe it. Taken in before the page goes live (a layout
 * effect), so a submit pressed meanwhile and carried out then sends it.
 */
export function useTypedBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement>(
  shown: string,
  onTyped: (text: string) => void,
) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const text = ref.current?.value;
    if (text !== undefined && text !== shown) onTyped(text);
    // On mount only: later differences are the field's own renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
