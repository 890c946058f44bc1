// react-aria reads its locale (its own words, month and weekday names, the first day of the week,
// number formats) from its I18nProvider, not from react-intl's. Under an IntlProvider it is set to
// react-intl's language here, so an app that sets the language once, either way, gets one language
// throughout. Without an IntlProvider react-aria is left as it is (an app's own I18nProvider, else
// the browser's language).
import { useContext, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { IntlContext, type IntlShape } from 'react-intl';
import { ariaLocale } from './locales';

export function AriaLocaleFromIntl({ children }: { children: ReactNode }) {
  // react-intl types its context as always set; it is null without a provider.
  const intl = useContext(IntlContext) as IntlShape | null;
  if (!intl) return children;
  return <AriaI18nProvider locale={ariaLocale(intl.locale)}>{children}</AriaI18nProvider>;
}
