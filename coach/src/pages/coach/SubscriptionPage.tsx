import {
  Alert,
  Badge,
  Card,
  Heading,
  Inline,
  Stack,
  Text,
  useFormatters,
} from '@hci/design-system';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { PageHeading } from '../../app/PageHeading';
import { untypedMessages } from '../../app/untypedMessages';
import { QueryView } from '../../components/QueryView';
import { useCoachSession } from '../../session';
import { useServices } from '../../services';

const messages = untypedMessages(
  defineMessages({
    title: { id: 'coach.subscription.title', defaultMessage: 'Your subscription' },
    loading: { id: 'coach.subscription.loading', defaultMessage: 'Loading your subscription' },
    none: {
      id: 'coach.subscription.none',
      defaultMessage:
        'You have no subscription yet. Contact the institute’s coach support team to choose a monthly or yearly plan.',
    },
    plan: {
      id: 'coach.subscription.plan',
      defaultMessage: '{plan, select, MONTHLY {Monthly plan} YEARLY {Yearly plan} other {Plan}}',
    },
    price: {
      id: 'coach.subscription.price',
      defaultMessage: '{price} per {plan, select, YEARLY {year} other {month}}',
    },
    renews: { id: 'coach.subscription.renews', defaultMessage: 'Current period ends on {date}' },
    NONE: { id: 'coach.subscription.status.NONE', defaultMessage: 'No subscription' },
    ACTIVE: { id: 'coach.subscription.status.ACTIVE', defaultMessage: 'Active' },
    PAST_DUE: { id: 'coach.subscription.status.PAST_DUE', defaultMessage: 'Past due' },
    CANCELLED: { id: 'coach.subscription.status.CANCELLED', defaultMessage: 'Cancelled' },
  }),
);

const tone = {
  NONE: 'neutral',
  ACTIVE: 'positive',
  PAST_DUE: 'caution',
  CANCELLED: 'neutral',
} as const;

/** The coach subscription: status, plan, price and period end. */
export function SubscriptionPage() {
  const intl = useIntl();
  const { calls } = useServices();
  const { money, longDate } = useFormatters();
  const { coachId } = useCoachSession();
  const subscription = useQuery(calls.subscription(coachId));
  return (
    <Stack space="xlarge">
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      <QueryView
        query={subscription}
        loadingLabel={intl.formatMessage(messages.loading)}
        isEmpty={(data) => data.status === 'NONE'}
        empty={<Alert tone="info">{intl.formatMessage(messages.none)}</Alert>}
      >
        {(data) => (
          <Card>
            <Stack space="small">
              <Inline space="small">
                <Heading level={2} size={3}>
                  {intl.formatMessage(messages.plan, { plan: data.plan ?? 'other' })}
                </Heading>
                <Badge tone={tone[data.status]}>{intl.formatMessage(messages[data.status])}</Badge>
              </Inline>
              {data.price === undefined ? null : (
                <Text tabularNumbers>
                  {intl.formatMessage(messages.price, {
                    price: money(data.price),
                    plan: data.plan ?? 'MONTHLY',
                  })}
                </Text>
              )}
              {data.currentPeriodEnd ? (
                <Text tone="secondary">
                  {intl.formatMessage(messages.renews, { date: longDate(data.currentPeriodEnd) })}
                </Text>
              ) : null}
            </Stack>
          </Card>
        )}
      </QueryView>
    </Stack>
  );
}
