import { useIntl } from 'react-intl';
import { Button, useLocale } from '@hci/design-system';
import { layoutMessages as m } from './messages';

/**
 * Switches between the two languages (en-US and es), persisted in localStorage (spec §9) and
 * shared with other tabs. It names the other language in that language, so a student can find
 * theirs whatever is shown; a plain button keeps the sign-in page light.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const [locale, setLocale] = useLocale();
  const next = locale === 'es' ? 'en-US' : 'es';
  return (
    <Button
      variant="tertiary"
      aria-label={intl.formatMessage(m.switchLanguage, {
        language: intl.formatMessage(next === 'es' ? m.spanish : m.english),
      })}
      onPress={() => setLocale(next)}
    >
      <span lang={next}>{intl.formatMessage(next === 'es' ? m.spanish : m.english)}</span>
    </Button>
  );
}
