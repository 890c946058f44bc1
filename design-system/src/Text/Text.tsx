import type { ReactNode } from 'react';
import * as styles from './Text.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export type TextSize = keyof typeof styles.size;
export type TextTone = keyof typeof styles.tone;

export interface TextProps extends StyleProps {
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';
  size?: TextSize;
  tone?: TextTone;
  weight?: keyof typeof styles.weight;
  align?: keyof typeof styles.align;
  /** Equal-width figures for amounts and tables. */
  tabularNumbers?: boolean;
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  /** For text a person typed (e-mails, links, notes): long unbroken strings wrap at any character. */
  breakWords?: boolean;
  id?: string;
  children: ReactNode;
}

/** Body text in the type scale. Colour only through tones, so every pair is contrast-tested. */
export function Text({
  as: Element = 'p',
  size = 'standard',
  tone = 'primary',
  weight = 'regular',
  align = 'start',
  tabularNumbers = false,
  truncate = false,
  breakWords = false,
  id,
  children,
  className,
  style,
}: TextProps) {
  const classes = mergeClassNames(
    styles.text,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    styles.align[align],
    tabularNumbers && styles.tabular,
    truncate && styles.truncate,
    breakWords && styles.breakWords,
    className,
  );
  return (
    <Element id={id} className={classes} style={style}>
      {children}
    </Element>
  );
}
