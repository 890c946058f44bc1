import type { ReactNode } from 'react';
import { defineMessages } from 'react-intl';
import { useIntl } from '../i18n/useIntl';
import { AlertIcon, CriticalIcon, InfoIcon, PositiveIcon } from '../icons';
import * as styles from './Alert.css';
import { mergeClassNames, type StyleProps } from '../css/styleProps';

export type AlertTone = keyof typeof styles.tone;

const toneNames = defineMessages({
  info: { id: 'ds.alert.tone.info', defaultMessage: 'Information' },
  positive: { id: 'ds.alert.tone.positive', defaultMessage: 'Success' },
  caution: { id: 'ds.alert.tone.caution', defaultMessage: 'Warning' },
  critical: { id: 'ds.alert.tone.critical', defaultMessage: 'Error' },
});

const icons = {
  info: InfoIcon,
  positive: PositiveIcon,
  caution: AlertIcon,
  critical: CriticalIcon,
};

export interface AlertProps extends StyleProps {
  tone: AlertTone;
  title?: ReactNode;
  /**
   * Announce it when it appears (for alerts shown after an action). Alerts present when the page
   * loads are read in order and need no announcement.
   */
  announce?: boolean;
  children?: ReactNode;
}

/** A message within the page. Its tone is named by the icon, not by colour alone. */
export function Alert({ tone, title, announce = false, children, className, style }: AlertProps) {
  const intl = useIntl();
  const Icon = icons[tone];
  const role = announce
    ? tone === 'critical' || tone === 'caution'
      ? 'alert'
      : 'status'
    : undefined;
  return (
    <div
      role={role}
      className={mergeClassNames(styles.alert, styles.tone[tone], className)}
      style={style}
    >
      <Icon
        title={intl.formatMessage(toneNames[tone])}
        className={`${styles.icon} ${styles.iconTone[tone]}`}
      />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
