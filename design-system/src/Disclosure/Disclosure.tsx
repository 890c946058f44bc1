import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons';
import * as styles from './Disclosure.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export interface DisclosureProps
  extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children'>, StyleProps {
  /** The always-visible text of the button that shows and hides the panel. */
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the title in the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** A heading with a button that shows and hides a panel (FAQ answers, details). */
export function Disclosure({
  title,
  children,
  headingLevel = 3,
  className,
  style,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure
      {...props}
      className={mergeClassNames(styles.disclosure, className)}
      style={style}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          <ChevronDownIcon aria-hidden className={styles.chevron} />
          <span>{title}</span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

export type DisclosureGroupProps = Omit<AriaDisclosureGroupProps, 'className' | 'style'> &
  StyleProps;

/** Stacks disclosures; with `allowsMultipleExpanded` unset, opening one closes the others. */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return <AriaDisclosureGroup {...props} className={mergeClassNames(styles.group, className)} />;
}
