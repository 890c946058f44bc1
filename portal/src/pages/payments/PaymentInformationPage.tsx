import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { PaymentPlan } from '@hci/api-schema';
import {
  Alert,
  Badge,
  Card,
  FactList,
  Heading,
  Inline,
  QueryView,
  Skeleton,
  Stack,
  useFormatters,
  vars,
} from '@hci/design-system';
import { nextPaymentMessages, useNextPaymentText } from '../../components/nextPaymentText';
import { paymentMessages } from '../../components/paymentMessages';
import { financialStatusTone, planStatusTone } from '../../components/paymentPlans';
import { PaymentPlansView } from '../../components/PaymentPlansView';
import { AutoPaySwitch } from './AutoPaySwitch';
import { BreakdownChart } from './BreakdownChart';
import { PaymentActions } from './PaymentActions';
import { PendingTransfers } from '../transfers/PendingTransfers';
import { ScheduleTable } from './ScheduleTable';
import { paymentInformationMessages as m } from './paymentInformationMessages';
import { createApi } from '@hci/api-schema';
import { PageHeading, useStudentId, useBoundApi } from '@hci/app-frame';
import { useSystemText } from '../../components/systemText';
import { paths } from '../../paths';

/** Good standing, or how far behind the plan is, with auto-pay and what is due. */
function PlanStanding({ plan }: { plan: PaymentPlan }) {
  const intl = useIntl();
  const format = useFormatters();
  const nextPaymentText = useNextPaymentText();
  const behind = plan.financialStatus !== 'GOOD';
  const values = { amount: format.money(plan.terms.amountDue), days: plan.daysOverdue };
  return (
    <Stack space="small">
      {behind && (
        <Alert tone={plan.financialStatus === 'COLLECTIONS' ? 'critical' : 'caution'}>
          {intl.formatMessage(
            plan.financialStatus === 'COLLECTIONS' ? m.collectionsAlert : m.pastDueAlert,
            values,
          )}
        </Alert>
      )}
      <FactList
        facts={[
          {
            label: intl.formatMessage(m.financialStatus),
            value: (
              <Inline space="xsmall" alignY="center" align="right">
                <Badge tone={financialStatusTone[plan.financialStatus]}>
                  {intl.formatMessage(paymentMessages[plan.financialStatus])}
                </Badge>
                {behind && (
                  <span>{intl.formatMessage(m.daysOverdue, { days: plan.daysOverdue })}</span>
                )}
              </Inline>
            ),
          },
          {
            label: intl.formatMessage(m.autoPay),
            value: intl.formatMessage(plan.autoPay ? m.autoPayEnabled : m.autoPayDisabled),
          },
          // What the pay dialog's installment charges, by the same rule: partial payments off.
          {
            label: intl.formatMessage(nextPaymentMessages.nextPayment),
            value: nextPaymentText(plan.nextPayment),
          },
        ]}
      />
    </Stack>
  );
}

/** A plan's auto-pay, schedule rows and breakdown, read from the plan's detail. */
function PlanDetail({ plan, payOnArrival }: { plan: PaymentPlan; payOnArrival: boolean }) {
  const [, navigate] = useLocation();
  const intl = useIntl();
  const text = useSystemText();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const detail = useQuery(queries.paymentPlans.detail(studentId, plan.id));
  return (
    <QueryView
      query={detail}
      loadingLabel={intl.formatMessage(m.loadingSchedule)}
      skeleton={<Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * 2)`} />}
    >
      {(planDetail) => (
        <Stack space="medium">
          {planDetail.status === 'ACTIVE' && planDetail.breakdown.totalRemaining > 0 && (
            <Inline space="small">
              <PaymentActions
                plan={planDetail}
                isOpenAtFirst={payOnArrival}
                // Closed once, the dialog stays closed on a reload.
                onClose={() => navigate(paths.paymentInformation, { replace: true })}
              />
            </Inline>
          )}
          {planDetail.status === 'ACTIVE' && <AutoPaySwitch plan={planDetail} />}
          <Heading level={3} size={4}>
            {intl.formatMessage(m.schedule)}
          </Heading>
          <ScheduleTable plan={planDetail} />
          <Heading level={3} size={4}>
            {intl.formatMessage(m.breakdown)}
          </Heading>
          <BreakdownChart breakdown={planDetail.breakdown} planName={text(planDetail.name)} />
        </Stack>
      )}
    </QueryView>
  );
}

function PlanSection({ plan, payOnArrival }: { plan: PaymentPlan; payOnArrival: boolean }) {
  const intl = useIntl();
  const text = useSystemText();
  const headingId = `plan-${plan.id}`;
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
        <PlanStanding plan={plan} />
        <PlanDetail plan={plan} payOnArrival={payOnArrival} />
      </Stack>
    </Card>
  );
}

/** The plan `?pay=next` opens the payment dialog on: the first active one with something due. */
function planToPay(plans: readonly PaymentPlan[]): number | undefined {
  const active = plans.filter((plan) => plan.status === 'ACTIVE');
  return (active.find((plan) => plan.terms.amountDue > 0) ?? active[0])?.id;
}

/**
 * /settings/payment-information: each plan's financial status, auto-pay, schedule and breakdown,
 * and the ways to pay it; `?pay=next` opens the payment of what is due.
 */
export function PaymentInformationPage() {
  const intl = useIntl();
  const payNext = new URLSearchParams(useSearch()).get('pay') === 'next';
  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(m.intro)}>{intl.formatMessage(m.title)}</PageHeading>
      <PaymentPlansView loadingLabel={intl.formatMessage(m.loading)}>
        {(plans) => (
          <Stack space="large">
            <PendingTransfers plans={plans} />
            {plans.map((plan) => (
              <PlanSection
                key={plan.id}
                plan={plan}
                payOnArrival={payNext && plan.id === planToPay(plans)}
              />
            ))}
          </Stack>
        )}
      </PaymentPlansView>
    </Stack>
  );
}
