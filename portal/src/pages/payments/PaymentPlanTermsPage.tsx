import { useIntl } from 'react-intl';
import type { PaymentPlan } from '@hci/api-schema';
import {
  Badge,
  Card,
  FactList,
  enumLabel,
  Heading,
  Inline,
  Stack,
  useFormatters,
} from '@hci/design-system';
import { paymentMessages } from '../../components/paymentMessages';
import { lastInstallmentDiffers, planStatusTone } from '../../components/paymentPlans';
import { PaymentPlansView } from '../../components/PaymentPlansView';
import { planSourceMessages, planTermsMessages as m } from './planTermsMessages';
import { PageHeading } from '@hci/app-frame';
import { useSystemText } from '../../components/systemText';

function PlanTerms({ plan }: { plan: PaymentPlan }) {
  const intl = useIntl();
  const text = useSystemText();
  const sourceLabel = (source: string) =>
    source in planSourceMessages
      ? intl.formatMessage(planSourceMessages[source as keyof typeof planSourceMessages])
      : enumLabel(source);
  const format = useFormatters();
  const { terms } = plan;
  const headingId = `plan-terms-${plan.id}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="medium">
        <Inline space="small" alignY="center">
          <Heading level={2} size={3} id={headingId}>
            {text(plan.name)}
          </Heading>
          <Badge tone={planStatusTone[plan.status]}>
            {intl.formatMessage(paymentMessages[plan.status])}
          </Badge>
        </Inline>
        <FactList
          facts={[
            { label: intl.formatMessage(m.source), value: sourceLabel(plan.source) },
            {
              label: intl.formatMessage(m.installmentAmount),
              value: format.money(terms.installmentAmount),
            },
            ...(lastInstallmentDiffers(terms)
              ? [
                  {
                    label: intl.formatMessage(paymentMessages.lastInstallmentAmount),
                    value: format.money(terms.lastInstallmentAmount),
                  },
                ]
              : []),
            {
              label: intl.formatMessage(m.installmentCount),
              value: intl.formatNumber(terms.installmentCount),
            },
            {
              label: intl.formatMessage(m.depositAmount),
              value: format.money(terms.depositAmount),
            },
            {
              label: intl.formatMessage(m.interestRate),
              value: format.percent(terms.interestRate),
            },
            { label: intl.formatMessage(m.totalOwed), value: format.money(terms.totalOwed) },
            { label: intl.formatMessage(m.amountDue), value: format.money(terms.amountDue) },
          ]}
        />
      </Stack>
    </Card>
  );
}

/** /settings/payment-plan-terms: installment amount and count, deposit, interest, totals. */
export function PaymentPlanTermsPage() {
  const intl = useIntl();
  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(m.intro)}>{intl.formatMessage(m.title)}</PageHeading>
      <PaymentPlansView loadingLabel={intl.formatMessage(m.loading)}>
        {(plans) => (
          <Stack space="large">
            {plans.map((plan) => (
              <PlanTerms key={plan.id} plan={plan} />
            ))}
          </Stack>
        )}
      </PaymentPlansView>
    </Stack>
  );
}
