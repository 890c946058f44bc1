import { useCardName, useBoundApi, useApi, useCoachSession } from '@hci/app-frame';
import {
  Alert,
  Button,
  FactList,
  Heading,
  Inline,
  Link,
  numberSchema,
  QueryView,
  Radio,
  RadioGroup,
  rules,
  Select,
  SelectItem,
  Stack,
  toast,
  useForm,
  useFormatters,
} from '@hci/design-system';
import {
  subscriptionPlanValues,
  type CoachSubscription,
  type PaymentMethod,
  type SubscriptionPlan,
  createApi,
} from '@hci/api-schema';
import { subscriptionPrices, yearlySaving } from '@hci/rules';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { subscriptionMessages as m } from './subscriptionMessages';
import { paths } from '../../paths';
import { OnDemandAddCardDialog } from '../../components/OnDemandAddCardDialog';

const planSchema = z.object({
  plan: z.enum(subscriptionPlanValues),
  paymentMethodId: numberSchema(rules.required),
});

/** What a plan costs, said before any card is asked for; the yearly one with what it saves. */
function usePlanPrice() {
  const intl = useIntl();
  const { money } = useFormatters();
  return (plan: SubscriptionPlan) =>
    plan === 'YEARLY'
      ? intl.formatMessage(m.yearlyPrice, {
          price: money(subscriptionPrices.YEARLY),
          perMonth: money(Math.round(subscriptionPrices.YEARLY / 12)),
          saving: money(yearlySaving),
        })
      : intl.formatMessage(m.price, { price: money(subscriptionPrices[plan]), plan });
}

/** Whether the coach has a plan running now (changing it) or is starting one (subscribing). */
export const isRunning = (subscription: CoachSubscription) =>
  subscription.status === 'ACTIVE' || subscription.status === 'PAST_DUE';

function PlanChoice({
  subscription,
  cards,
}: {
  subscription: CoachSubscription;
  cards: readonly PaymentMethod[];
}) {
  const intl = useIntl();
  const cardName = useCardName();
  const planPrice = usePlanPrice();
  const { analytics } = useApi();
  const { coachId } = useCoachSession();
  const api = useBoundApi(createApi);
  const update = useMutation(api.coachSubscription.update(coachId));
  const running = isRunning(subscription);
  const chargedCard = cards.find((card) => card.id === subscription.paymentMethodId);
  const defaultCard = cards.find((card) => card.isDefault) ?? cards[0];
  // A refused charge is said here, beside the plan it concerns, and goes with a new attempt or
  // the page: a toast of its own would stay on screen on every page after it.
  const [refusal, setRefusal] = useState<string>();
  const form = useForm({
    schema: planSchema,
    initialValues: {
      plan: subscription.plan ?? 'MONTHLY',
      paymentMethodId: (chargedCard ?? defaultCard)?.id ?? null,
    },
    onSubmit: async ({ plan, paymentMethodId }) => {
      setRefusal(undefined);
      if (paymentMethodId === null) return;
      // Sending the plan and card it already has would charge nothing new, yet say "subscribed".
      if (
        running &&
        plan === subscription.plan &&
        paymentMethodId === subscription.paymentMethodId
      ) {
        toast.info(intl.formatMessage(m.unchanged));
        return;
      }
      await update.mutateAsync({ plan, paymentMethodId });
      analytics.track(running ? 'subscriptionChanged' : 'subscribed', { properties: { plan } });
      toast.positive(intl.formatMessage(m.subscribed, { plan }));
    },
    onServerError: (message) => setRefusal(message),
  });
  const card = form.field('paymentMethodId');
  return (
    <form {...form.formProps}>
      <Stack space="medium">
        <RadioGroup
          label={intl.formatMessage(m.planField)}
          description={intl.formatMessage(m.planHelp)}
          orientation="horizontal"
          value={form.values.plan}
          onChange={(plan) => form.setValue('plan', plan === 'YEARLY' ? 'YEARLY' : 'MONTHLY')}
        >
          {subscriptionPlanValues.map((plan) => (
            <Radio key={plan} value={plan} description={planPrice(plan)}>
              {intl.formatMessage(m[plan])}
            </Radio>
          ))}
        </RadioGroup>
        <Select
          id={card.id}
          label={intl.formatMessage(m.cardField)}
          selectedKey={card.value}
          onSelectionChange={(key) => form.setValue('paymentMethodId', Number(key))}
          isRequired
          isInvalid={card.errorMessage !== undefined}
          errorMessage={card.errorMessage}
        >
          {cards.map((method) => (
            <SelectItem key={method.id} id={method.id}>
              {cardName(method)}
            </SelectItem>
          ))}
        </Select>
        {refusal === undefined ? null : (
          <Alert
            tone="critical"
            announce
            title={
              running
                ? intl.formatMessage(m.planKept, { plan: subscription.plan ?? 'MONTHLY' })
                : intl.formatMessage(m.notSubscribed)
            }
          >
            {refusal}
          </Alert>
        )}
        <Button type="submit" isPending={form.isSubmitting}>
          {intl.formatMessage(running ? m.change : m.subscribe)}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Subscribing, or changing the plan or card, charged to one of the coach's saved cards. Without a
 * card, one is added here, in place, and offered at once; the saved cards are managed on their own
 * page, linked from here.
 */
export function PlanForm({ subscription }: { subscription: CoachSubscription }) {
  const intl = useIntl();
  const planPrice = usePlanPrice();
  const { session } = useCoachSession();
  const api = useBoundApi(createApi);
  const [adding, setAdding] = useState(false);
  const cards = useQuery({
    ...api.coachSubscription.paymentMethods(session.studentId ?? 0),
    enabled: session.studentId !== undefined,
  });
  const running = isRunning(subscription);
  // Without a card there is no plan to choose yet, but its prices are known before one is added.
  const noCards = (
    <Stack space="small">
      <FactList
        facts={subscriptionPlanValues.map((plan) => ({
          label: intl.formatMessage(m[plan]),
          value: planPrice(plan),
        }))}
      />
      <Alert tone="info">{intl.formatMessage(running ? m.noCardsToChange : m.noCards)}</Alert>
      {session.studentId === undefined ? null : (
        <Inline space="small">
          <Button onPress={() => setAdding(true)}>{intl.formatMessage(m.addCard)}</Button>
        </Inline>
      )}
    </Stack>
  );
  return (
    <Stack as="section" space="medium">
      <Heading level={2}>{intl.formatMessage(running ? m.changeHeading : m.chooseHeading)}</Heading>
      {session.studentId === undefined ? (
        noCards
      ) : (
        <QueryView
          query={cards}
          loadingLabel={intl.formatMessage(m.cardsLoading)}
          isEmpty={(page) => page.content.length === 0}
          empty={noCards}
        >
          {(page) => (
            <PlanChoice
              key={`${subscription.status}-${subscription.plan ?? ''}`}
              subscription={subscription}
              cards={page.content}
            />
          )}
        </QueryView>
      )}
      <Link href={paths.paymentMethods}>{intl.formatMessage(m.manageCards)}</Link>
      {/* Cards are the student record's: a session without one has none to add to. */}
      {session.studentId === undefined ? null : (
        <OnDemandAddCardDialog isOpen={adding} onOpenChange={setAdding} />
      )}
    </Stack>
  );
}
