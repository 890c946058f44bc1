import { errorMessageOf, PageHeading, useApi, useCoachSession, useBoundApi } from '@hci/app-frame';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  QueryView,
  Stack,
  Text,
  toast,
  useFormatters,
} from '@hci/design-system';
import { type CoachSubscription, createApi } from '@hci/api-schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isRunning, PlanForm } from './PlanForm';
import { subscriptionMessages as m } from './subscriptionMessages';
import { OnDemandConfirmDialog } from '../../components/OnDemandConfirmDialog';
import { paths } from '../../paths';

const tone = {
  NONE: 'neutral',
  ACTIVE: 'positive',
  PAST_DUE: 'caution',
  CANCELLED: 'neutral',
} as const;

function SubscriptionSummary({
  subscription,
  onCancel,
}: {
  subscription: CoachSubscription;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { money, longDate } = useFormatters();
  const { currentPeriodEnd, plan, price, status } = subscription;
  return (
    <Card>
      <Stack space="small">
        <Inline space="small">
          <Heading level={2} size={3}>
            {intl.formatMessage(m.plan, { plan: plan ?? 'other' })}
          </Heading>
          <Badge tone={tone[status]}>{intl.formatMessage(m[status])}</Badge>
        </Inline>
        {price === undefined ? null : (
          <Text tabularNumbers>
            {intl.formatMessage(m.price, { price: money(price), plan: plan ?? 'MONTHLY' })}
          </Text>
        )}
        {currentPeriodEnd ? (
          <Text tone="secondary">
            {intl.formatMessage(status === 'CANCELLED' ? m.endsOn : m.renews, {
              date: longDate(currentPeriodEnd),
            })}
          </Text>
        ) : null}
        {isRunning(subscription) ? (
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The coach subscription: its status, subscribing or changing plan, and cancelling. */
export function SubscriptionPage() {
  const intl = useIntl();
  const { analytics } = useApi();
  const { longDate } = useFormatters();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const subscription = useQuery(api.coachSubscription.detail(coachId));
  const cancel = useMutation(api.coachSubscription.cancel(coachId));
  const [isConfirming, setConfirming] = useState(false);
  const periodEnd = subscription.data?.currentPeriodEnd;
  return (
    <Stack space="xlarge">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      <QueryView query={subscription} loadingLabel={intl.formatMessage(m.loading)}>
        {(data) => (
          <Stack space="xlarge">
            {data.status === 'NONE' ? (
              <Alert tone="info">{intl.formatMessage(m.none)}</Alert>
            ) : (
              <SubscriptionSummary subscription={data} onCancel={() => setConfirming(true)} />
            )}
            <PlanForm subscription={data} />
            <Link href={paths.billingHistory}>{intl.formatMessage(m.billingHistory)}</Link>
          </Stack>
        )}
      </QueryView>
      <OnDemandConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        tone="critical"
        title={intl.formatMessage(m.cancelTitle)}
        confirmLabel={intl.formatMessage(m.cancel)}
        cancelLabel={intl.formatMessage(m.keep)}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync();
            analytics.track('subscriptionCancelled');
            toast.positive(intl.formatMessage(m.cancelled));
          } catch (error) {
            toast.critical(errorMessageOf(error));
            throw error;
          }
        }}
      >
        {intl.formatMessage(m.cancelBody, { date: periodEnd ? longDate(periodEnd) : '' })}
      </OnDemandConfirmDialog>
    </Stack>
  );
}
