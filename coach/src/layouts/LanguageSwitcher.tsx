import { Button, useLocale } from '@hci/design-system';
import { defineMessages, useIntl } from 'react-intl';
import { layoutMessages } from './messages';

const messages = defineMessages({
  english: { id: 'coach.language.english', defaultMessage: 'English' },
  spanish: { id: 'coach.language.spanish', defaultMessage: 'Español' },
});

/**
 * One button offering the other language, named in that language so its readers find it. (A
 * select would pull a popover and list box into every page's first load for two options.)
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const [locale, setLocale] = useLocale();
  const other =
    locale === 'es'
      ? { locale: 'en-US', lang: 'en', label: messages.english }
      : { locale: 'es', lang: 'es', label: messages.spanish };
  return (
    <div role="group" aria-label={intl.formatMessage(layoutMessages.language)}>
      <Button variant="tertiary" onPress={() => setLocale(other.locale === 'es' ? 'es' : 'en-US')}>
        <span lang={other.lang}>{intl.formatMessage(other.label)}</span>
      </Button>
    </div>
  );
}
