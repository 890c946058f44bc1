import { Heading, Stack, Text } from '@hci/design-system';
import { useIntl } from 'react-intl';
import type { Policy } from './policyContent';
import { PageHeading } from '@hci/app-frame';

/** A policy: its title, a plain summary, then one short section per topic. */
export function PolicyPage({ policy }: { policy: Policy }) {
  const intl = useIntl();
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(policy.title)}</PageHeading>
      <Text size="large">{intl.formatMessage(policy.summary)}</Text>
      {policy.sections.map((section) => (
        <Stack as="section" space="small" key={section.heading.id}>
          <Heading level={2}>{intl.formatMessage(section.heading)}</Heading>
          <Text>{intl.formatMessage(section.body, section.values)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
