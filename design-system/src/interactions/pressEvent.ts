// A native button reports a press as a click. Its `onPress` still hands react-aria's `PressEvent`
// to the handler, as react-aria-components' buttons do, so code written for either compiles and
// reads the same facts (pointer type, modifier keys, the key that pressed it).
import type { MouseEvent } from 'react';
import type { PressEvent } from 'react-aria';

/** Enter or Space, when the click that follows one is the keyboard's. */
export type PressKey = 'Enter' | ' ';

/** The `press` event of a click on `event.currentTarget`; `key` when a key made it. */
export function pressEventOfClick(event: MouseEvent<Element>, key?: PressKey): PressEvent {
  const {
    currentTarget: target,
    detail,
    clientX,
    clientY,
    shiftKey,
    ctrlKey,
    metaKey,
    altKey,
  } = event;
  const box = target.getBoundingClientRect();
  const { pointerType } = event.nativeEvent as Partial<PointerEvent>;
  return {
    type: 'press',
    // A click no pointer made (a screen reader, `element.click()`) counts no clicks.
    pointerType: key
      ? 'keyboard'
      : !detail
        ? 'virtual'
        : pointerType === 'touch' || pointerType === 'pen'
          ? pointerType
          : 'mouse',
    target,
    shiftKey,
    ctrlKey,
    metaKey,
    altKey,
    x: key ? box.width / 2 : clientX - box.left,
    y: key ? box.height / 2 : clientY - box.top,
    key,
    // The click goes on to the page's own listeners in any case: nothing to let through.
    continuePropagation() {},
  };
}
