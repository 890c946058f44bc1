import { Card, Heading, Inline, Link, Stack, Text, Tiles } from '@hci/design-system';
import { defineMessages, useIntl } from 'react-intl';
import { PageHeading, useApiSession } from '@hci/app-frame';
import { paths, signedInHome } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.home.title', defaultMessage: 'Coaching that fits your life' },
  lead: {
    id: 'coach.home.lead',
    defaultMessage:
      'The coach app of the Health Coach Institute: present your practice, offer your services and keep your sessions in one calm place.',
  },
  signUp: { id: 'coach.home.signUp', defaultMessage: 'Create your coach account' },
  signIn: { id: 'coach.home.signIn', defaultMessage: 'Sign in' },
  toProfile: { id: 'coach.home.toProfile', defaultMessage: 'Go to your profile' },
  featuresHeading: { id: 'coach.home.features.heading', defaultMessage: 'What you can do' },
  profileTitle: {
    id: 'coach.home.features.profile.title',
    defaultMessage: 'A profile clients trust',
  },
  profileBody: {
    id: 'coach.home.features.profile.body',
    defaultMessage:
      'Introduce yourself, your specializations, languages, education and certifications.',
  },
  servicesTitle: {
    id: 'coach.home.features.services.title',
    defaultMessage: 'Services and products',
  },
  servicesBody: {
    id: 'coach.home.features.services.body',
    defaultMessage:
      'Offer session packages online or in person, and products such as guides, each with its own price.',
  },
  scheduleTitle: {
    id: 'coach.home.features.schedule.title',
    defaultMessage: 'Your schedule, your rules',
  },
  scheduleBody: {
    id: 'coach.home.features.schedule.body',
    defaultMessage: 'Publish the hours you are available and see every booked session at a glance.',
  },
});

const features = [
  [messages.profileTitle, messages.profileBody],
  [messages.servicesTitle, messages.servicesBody],
  [messages.scheduleTitle, messages.scheduleBody],
] as const;

/** The public home page; a coach already signed in is offered their profile, not a new account. */
export function VisitorHomePage() {
  const intl = useIntl();
  const { isAuthenticated } = useApiSession();
  return (
    <Stack space="xxlarge">
      <Stack space="large" align="left">
        <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
        <Text size="large">{intl.formatMessage(messages.lead)}</Text>
        {isAuthenticated ? (
          <Link href={signedInHome} appearance="primary">
            {intl.formatMessage(messages.toProfile)}
          </Link>
        ) : (
          <Inline space="small">
            <Link href={paths.signUp} appearance="primary">
              {intl.formatMessage(messages.signUp)}
            </Link>
            <Link href={paths.login} appearance="secondary">
              {intl.formatMessage(messages.signIn)}
            </Link>
          </Inline>
        )}
      </Stack>
      <Stack as="section" space="large">
        <Heading level={2}>{intl.formatMessage(messages.featuresHeading)}</Heading>
        <Tiles columns={{ mobile: 1, tablet: 3 }} space="large">
          {features.map(([title, body]) => (
            <Card key={title.id}>
              <Stack space="small">
                <Heading level={3}>{intl.formatMessage(title)}</Heading>
                <Text tone="secondary">{intl.formatMessage(body)}</Text>
              </Stack>
            </Card>
          ))}
        </Tiles>
      </Stack>
    </Stack>
  );
}
