import { useIntl } from 'react-intl';
import type { EnrollmentApplication } from '@hci/api-schema';
import { applicationLifecycle } from '@hci/rules';
import { Badge, Text, useFormatters } from '@hci/design-system';
import { lifecycleMessages as m, reachedAt } from './applicationLifecycle';
import * as styles from './ApplicationTimeline.css';

/**
 * An application's way through the lifecycle: each step with the date it was reached, or "Not
 * yet"; the step it is at now is marked in words, not by colour alone.
 */
export function ApplicationTimeline({
  application,
  label,
}: {
  application: EnrollmentApplication;
  label: string;
}) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <ol aria-label={label} className={styles.list}>
      {applicationLifecycle.map((step) => {
        const at = reachedAt(application, step);
        const current = application.status === step;
        return (
          <li
            key={step}
            className={styles.step}
            data-reached={at ? true : undefined}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden />
            <span className={styles.body}>
              <Text as="span" weight="strong">
                {intl.formatMessage(m[step])}
              </Text>{' '}
              {current && <Badge tone="brand">{intl.formatMessage(m.current)}</Badge>}
              <Text as="div" size="small" tone="secondary">
                {at ? format.longDate(at) : intl.formatMessage(m.upcoming)}
              </Text>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
