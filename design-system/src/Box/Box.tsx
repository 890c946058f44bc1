import { createElement, forwardRef, type AllHTMLAttributes, type ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../css/sprinkles.css';

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>, Sprinkles {
  /** The element to render; pick the one with the right meaning (section, ul, nav...). */
  as?: ElementType;
}

/** The base of every layout: sprinkle props become atomic classes, the rest goes to the DOM. */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box(
  { as = 'div', className, ...props },
  ref,
) {
  const atomProps: Record<string, unknown> = {};
  const domProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) {
      atomProps[key] = value;
    } else {
      domProps[key] = value;
    }
  }
  const atoms = sprinkles(atomProps as Sprinkles);
  return createElement(as, {
    ...domProps,
    ref,
    className: className ? `${atoms} ${className}` : atoms,
  });
});
