import { useIntl } from 'react-intl';
import {
  Radio,
  RadioGroup,
  themeNames,
  useThemePreference,
  type ThemeName,
} from '@hci/design-system';
import { appMessages } from './messages';

const labels = {
  light: appMessages.themeLight,
  dark: appMessages.themeDark,
  system: appMessages.themeSystem,
} as const;

/**
 * Light, dark, or whatever the device asks for: kept for the next visit (and read before the
 * first paint) and shared with other tabs.
 */
export function ThemeChoice() {
  const intl = useIntl();
  const [theme, setTheme] = useThemePreference();
  return (
    <RadioGroup
      label={intl.formatMessage(appMessages.theme)}
      value={theme}
      onChange={(value) => setTheme(value as ThemeName)}
    >
      {themeNames.map((name) => (
        <Radio key={name} value={name}>
          {intl.formatMessage(labels[name])}
        </Radio>
      ))}
    </RadioGroup>
  );
}
