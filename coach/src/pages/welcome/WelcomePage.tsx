import { Card, Heading, Link, Stack, Text, Tiles } from '@hci/design-system';
import { defineMessages, useIntl } from 'react-intl';
import { PageHeading } from '@hci/app-frame';
import { paths } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.welcome.title', defaultMessage: 'Welcome to your coach workspace' },
  intro: {
    id: 'coach.welcome.intro',
    defaultMessage: 'Three steps get your practice ready for clients.',
  },
  servicesTitle: { id: 'coach.welcome.services.title', defaultMessage: 'Add what you offer' },
  servicesBody: {
    id: 'coach.welcome.services.body',
    defaultMessage: 'Create a service with its sessions and price, or a product.',
  },
  servicesLink: { id: 'coach.welcome.services.link', defaultMessage: 'Go to services' },
  scheduleTitle: { id: 'coach.welcome.schedule.title', defaultMessage: 'Publish your hours' },
  scheduleBody: {
    id: 'coach.welcome.schedule.body',
    defaultMessage: 'Clients can only book the times you make available.',
  },
  scheduleLink: { id: 'coach.welcome.schedule.link', defaultMessage: 'Go to schedule' },
  profileTitle: { id: 'coach.welcome.profile.title', defaultMessage: 'Finish your profile' },
  profileBody: {
    id: 'coach.welcome.profile.body',
    defaultMessage: 'Add your education, certifications and links.',
  },
  profileLink: { id: 'coach.welcome.profile.link', defaultMessage: 'Go to profile' },
});

const steps = [
  [messages.servicesTitle, messages.servicesBody, messages.servicesLink, paths.myServices],
  [messages.scheduleTitle, messages.scheduleBody, messages.scheduleLink, paths.myCoachSchedule],
  [messages.profileTitle, messages.profileBody, messages.profileLink, paths.profile],
] as const;

export function WelcomePage() {
  const intl = useIntl();
  return (
    <Stack space="xlarge">
      <PageHeading intro={intl.formatMessage(messages.intro)}>
        {intl.formatMessage(messages.title)}
      </PageHeading>
      <Tiles columns={{ mobile: 1, tablet: 3 }} space="large">
        {steps.map(([title, body, link, href]) => (
          <div key={href}>
            <Card>
              <Stack space="small" align="left">
                <Heading level={2} size={3}>
                  {intl.formatMessage(title)}
                </Heading>
                <Text tone="secondary">{intl.formatMessage(body)}</Text>
                <Link href={href}>{intl.formatMessage(link)}</Link>
              </Stack>
            </Card>
          </div>
        ))}
      </Tiles>
    </Stack>
  );
}
