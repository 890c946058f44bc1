// Inline examples of the usage pages. A story shown with `<Canvas of={…} />` gets the preview's
// decorators (theme, messages, locale); JSX written in an MDX page does not, so it renders inside
// this frame: the light theme, react-intl and react-aria in English, like a story's default.
// `sb-unstyled` keeps the docs page's typography (paragraph margins, list bullets) out of it.
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { defaultLocale, lightTheme } from '@hci/design-system';
import * as styles from './Example.css';

/** The providers every component expects, without a frame. */
export function ExampleProviders({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={defaultLocale} defaultLocale={defaultLocale}>
      <I18nProvider locale={defaultLocale}>{children}</I18nProvider>
    </IntlProvider>
  );
}

/** A live example in a themed frame. */
export function Example({ children }: { children: ReactNode }) {
  return (
    <ExampleProviders>
      <div className={`sb-unstyled ${lightTheme} ${styles.frame}`}>{children}</div>
    </ExampleProviders>
  );
}

/** A "Do" and a "Don't" side by side (one column on a narrow screen). */
export function DoDont({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

interface VerdictProps {
  /** Why: one sentence under the example. */
  caption: ReactNode;
  children: ReactNode;
}

export function Do({ caption, children }: VerdictProps) {
  return (
    <figure className={styles.verdict}>
      <Example>{children}</Example>
      <figcaption className={styles.doCaption}>
        <strong>Do.</strong> {caption}
      </figcaption>
    </figure>
  );
}

export function Dont({ caption, children }: VerdictProps) {
  return (
    <figure className={styles.verdict}>
      <Example>{children}</Example>
      <figcaption className={styles.dontCaption}>
        <strong>Don’t.</strong> {caption}
      </figcaption>
    </figure>
  );
}
