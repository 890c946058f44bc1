import { Heading, Stack, Text } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { faqMessages as m } from './faqContent';
import { PageHeading } from '@hci/app-frame';

const questions = [
  [m.whoQuestion, m.whoAnswer],
  [m.servicesQuestion, m.servicesAnswer],
  [m.scheduleQuestion, m.scheduleAnswer],
  [m.paymentQuestion, m.paymentAnswer],
  [m.profileQuestion, m.profileAnswer],
  [m.languageQuestion, m.languageAnswer],
] as const;

export function FaqPage() {
  const intl = useIntl();
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <Text size="large">{intl.formatMessage(m.intro)}</Text>
      {questions.map(([question, answer]) => (
        <Stack as="section" space="small" key={question.id}>
          <Heading level={2} size={3}>
            {intl.formatMessage(question)}
          </Heading>
          <Text>{intl.formatMessage(answer)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
