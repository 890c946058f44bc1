// A native button reports a press as a click. Its `onPress` still hands react-aria's `PressEvent`
// to the handler, as react-aria-components' buttons do, so code written for either compiles and
// reads the same facts (pointer type, modifier keys, the key that pressed it).
import type { MouseEvent } from 'react';
import type { PressEvent } from 'react-aria';

type PointerType = PressEvent['pointerType'];

/** Enter or Space, when the click that follows one is the keyboard's. */
export type PressKey = 'Enter' | ' ';

export function isPressKey(key: string): key is PressKey {
  return key === 'Enter' || key === ' ';
}

function pointerTypeOf(event: MouseEvent<Element>, key: PressKey | undefined): PointerType {
  if (key !== undefined) return 'keyboard';
  // A click no pointer made (a screen reader, `element.click()`) counts no clicks.
  if (event.detail === 0) return 'virtual';
  const { pointerType } = event.nativeEvent as Partial<PointerEvent>;
  return pointerType === 'touch' || pointerType === 'pen' ? pointerType : 'mouse';
}

/** The `press` event of a click on `event.currentTarget`; `key` when a key made it. */
export function pressEventOfClick(event: MouseEvent<Element>, key?: PressKey): PressEvent {
  const bounds = event.currentTarget.getBoundingClientRect();
  return {
    type: 'press',
    pointerType: pointerTypeOf(event, key),
    target: event.currentTarget,
    shiftKey: event.shiftKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    altKey: event.altKey,
    x: key === undefined ? event.clientX - bounds.left : bounds.width / 2,
    y: key === undefined ? event.clientY - bounds.top : bounds.height / 2,
    ...(key === undefined ? {} : { key }),
    // The click goes on to the page's own listeners in any case: nothing to let through.
    continuePropagation: () => undefined,
  };
}
