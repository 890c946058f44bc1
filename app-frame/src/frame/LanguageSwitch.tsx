import { useIntl } from 'react-intl';
import { Button, writeLocale } from '@hci/design-system';
import { appMessages } from './messages';

/**
 * Switches between the two languages, kept for the next visit and shared with other tabs. It
 * names the other language in that language, so a reader of it finds it whatever is shown; a
 * plain button (not a select) keeps the sign-in page light.
 */
export function LanguageSwitch() {
  const intl = useIntl();
  // The language shown, which a prerendered page has before the stored choice is read.
  const next = intl.locale === 'es' ? 'en-US' : 'es';
  const language = intl.formatMessage(next === 'es' ? appMessages.spanish : appMessages.english);
  return (
    <Button
      variant="tertiary"
      aria-label={intl.formatMessage(appMessages.switchLanguage, { language })}
      onPress={() => writeLocale(next)}
    >
      <span lang={next === 'es' ? 'es' : 'en'}>{language}</span>
    </Button>
  );
}
