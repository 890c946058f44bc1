// The one way the library's components read react-intl. With no IntlProvider above (a component
// rendered on its own, a page whose language is not set up yet) they speak English with their own
// messages instead of throwing. English is the messages' default language, so react-intl reports
// no missing translation for them, while any other error it meets is still logged.
import { useContext } from 'react';
import { createIntl, IntlContext, type IntlShape } from 'react-intl';
import { defaultLocale } from './locales';

let english: IntlShape | undefined;

/** The nearest IntlProvider's intl, else English (`en-US`). */
export function useIntl(): IntlShape {
  // react-intl types its context as always set; it is null without a provider.
  const provided = useContext(IntlContext) as IntlShape | null;
  return provided ?? (english ??= createIntl({ locale: defaultLocale, defaultLocale }));
}
