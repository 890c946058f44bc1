import { useIntl } from 'react-intl';
import { applicationLifecycle } from '@hci/rules';
import { Card, Heading, Inline, Link, Stack, Text } from '@hci/design-system';
import { lifecycleMessages as lifecycle } from '../../components/applicationLifecycle';
import { paths } from '../../paths';
import { enrollmentMessages as m } from './enrollmentMessages';

/** Step 7: the application is in; what happens next, step by step. */
export function CongratulationsStep() {
  const intl = useIntl();
  return (
    <Stack space="large">
      <Card as="section" aria-labelledby="enrollment-next">
        <Stack space="medium">
          <Heading level={2} size={3} id="enrollment-next">
            {intl.formatMessage(m.congratulationsTitle)}
          </Heading>
          <Text>{intl.formatMessage(m.congratulationsBody)}</Text>
          <ol>
            {applicationLifecycle.map((step) => (
              <li key={step}>
                <Text>
                  <strong>{intl.formatMessage(lifecycle[step])}</strong>
                  {': '}
                  {intl.formatMessage(lifecycle[`detail.${step}`])}
                </Text>
              </li>
            ))}
          </ol>
        </Stack>
      </Card>
      <Inline space="medium" alignY="center">
        <Link href={paths.enrollment} appearance="primary">
          {intl.formatMessage(m.viewStatus)}
        </Link>
        <Link href={paths.home}>{intl.formatMessage(m.goHome)}</Link>
      </Inline>
    </Stack>
  );
}
