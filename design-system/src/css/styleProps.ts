// What every component takes to be styled from outside, as react-aria-components' do: a class and
// inline styles for its outermost element. A consumer's class adds to the component's own.
import type { CSSProperties } from 'react';

export interface StyleProps {
  /** A class for the outermost element, merged with the component's own class. */
  className?: string;
  /** Inline styles for the outermost element (a `--hci-*` property re-themes what is inside). */
  style?: CSSProperties;
}

/** The component's own classes, then the consumer's; empty parts left out. */
export function mergeClassNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
