import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { PaymentPlan, PaymentPlanDetail, PaymentScheduleRow } from '@hci/api-schema';
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
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
  useFormatters,
  vars,
} from '@hci/design-system';
import { paymentMessages } from '../../components/paymentMessages';
import {
  financialStatusTone,
  planStatusTone,
  scheduleStatusTone,
} from '../../components/paymentPlans';
import { PaymentPlansView } from '../../components/PaymentPlansView';
import { paymentInformationMessages as m } from './messages';
import { useStudentId, createApi, useBoundApi } from '@hci/api-schema';
import { useDocumentTitle } from '@hci/design-system/app';

/** Good standing, or how far behind the plan is, with auto-pay and what is due. */
function PlanStanding({ plan }: { plan: PaymentPlan }) {
  const intl = useIntl();
  const format = useFormatters();
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
          { label: intl.formatMessage(m.amountDueNow), value: values.amount },
          ...(plan.nextDueDate
            ? [
                {
                  label: intl.formatMessage(m.nextDueDate),
                  value: format.longDate(plan.nextDueDate),
                },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}

function installmentLabel(
  intl: ReturnType<typeof useIntl>,
  row: PaymentScheduleRow,
  plan: PaymentPlan,
) {
  return row.installment === 0
    ? intl.formatMessage(m.deposit)
    : intl.formatMessage(m.installmentOf, {
        number: row.installment,
        count: plan.terms.installmentCount,
      });
}

function ScheduleTable({ plan }: { plan: PaymentPlanDetail }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Table aria-label={intl.formatMessage(m.scheduleTable, { plan: plan.name })}>
      <TableHeader>
        <TableColumn isRowHeader>{intl.formatMessage(m.installment)}</TableColumn>
        <TableColumn>{intl.formatMessage(m.dueDate)}</TableColumn>
        <TableColumn>{intl.formatMessage(m.status)}</TableColumn>
        <TableColumn align="end">{intl.formatMessage(m.amountDue)}</TableColumn>
        <TableColumn align="end">{intl.formatMessage(m.tax)}</TableColumn>
        <TableColumn align="end">{intl.formatMessage(m.amountPaid)}</TableColumn>
        <TableColumn>{intl.formatMessage(m.card)}</TableColumn>
      </TableHeader>
      <TableBody items={plan.schedule}>
        {(row) => (
          <TableRow id={row.id}>
            <TableCell>{installmentLabel(intl, row, plan)}</TableCell>
            <TableCell>{format.longDate(row.dueDate)}</TableCell>
            <TableCell>
              <Badge tone={scheduleStatusTone[row.status]}>
                {intl.formatMessage(m[row.status])}
              </Badge>
            </TableCell>
            <TableCell align="end">{format.money(row.amountDue)}</TableCell>
            <TableCell align="end">{format.money(row.taxAmount)}</TableCell>
            <TableCell align="end">{format.money(row.amountPaid)}</TableCell>
            <TableCell>
              {row.brand && row.last4
                ? intl.formatMessage(paymentMessages.cardEnding, {
                    brand: intl.formatMessage(paymentMessages[row.brand]),
                    last4: row.last4,
                  })
                : ''}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

/** A plan's schedule rows and balance, read from the plan's detail. */
function PlanSchedule({ plan }: { plan: PaymentPlan }) {
  const intl = useIntl();
  const format = useFormatters();
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
          <ScheduleTable plan={planDetail} />
          <Heading level={3} size={4}>
            {intl.formatMessage(m.breakdown)}
          </Heading>
          <FactList
            facts={[
              {
                label: intl.formatMessage(m.netTuition),
                value: format.money(planDetail.breakdown.netTuition),
              },
              {
                label: intl.formatMessage(m.totalPaid),
                value: format.money(planDetail.breakdown.totalPaid),
              },
              {
                label: intl.formatMessage(m.totalRemaining),
                value: format.money(planDetail.breakdown.totalRemaining),
              },
            ]}
          />
        </Stack>
      )}
    </QueryView>
  );
}

function PlanSection({ plan }: { plan: PaymentPlan }) {
  const intl = useIntl();
  const headingId = `plan-${plan.id}`;
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="medium">
        <Inline space="small" alignY="center">
          <Heading level={2} size={3} id={headingId}>
            {plan.name}
          </Heading>
          <Badge tone={planStatusTone[plan.status]}>
            {intl.formatMessage(paymentMessages[plan.status])}
          </Badge>
        </Inline>
        <PlanStanding plan={plan} />
        <Heading level={3} size={4}>
          {intl.formatMessage(m.schedule)}
        </Heading>
        <PlanSchedule plan={plan} />
      </Stack>
    </Card>
  );
}

/**
 * /settings/payment-information: each plan's financial status, auto-pay state, schedule and
 * balance. Read-only here; paying belongs to the enrollment and payments area.
 */
export function PaymentInformationPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.title));
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
        <Text tone="secondary">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      <PaymentPlansView loadingLabel={intl.formatMessage(m.loading)}>
        {(plans) => (
          <Stack space="large">
            {plans.map((plan) => (
              <PlanSection key={plan.id} plan={plan} />
            ))}
          </Stack>
        )}
      </PaymentPlansView>
    </Stack>
  );
}
