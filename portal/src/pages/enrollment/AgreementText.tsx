import { useIntl } from 'react-intl';
import type { Cohort, PaymentPlanOption } from '@hci/api-schema';
import { Heading, Stack, Text, useFormatters } from '@hci/design-system';
import { lastInstallmentDiffers } from '../../components/paymentPlans';
import { enrollmentMessages as m } from './enrollmentMessages';
import { useSystemText } from '../../components/systemText';

/** A voucher or promo code that lowers the tuition, and by how much. */
export interface AgreementDiscount {
  kind: 'VOUCHER' | 'PROMO';
  code: string;
  amount: number;
}

/**
 * The enrollment agreement as the page shows it: the same clauses as the PDF the API sends,
 * naming the student, the course, the codes that lower the tuition, the plan and every amount it
 * binds.
 */
export function AgreementText({
  studentName,
  cohort,
  plan,
  discounts,
}: {
  studentName: string;
  cohort: Cohort;
  plan: PaymentPlanOption;
  discounts: readonly AgreementDiscount[];
}) {
  const intl = useIntl();
  const text = useSystemText();
  const format = useFormatters();
  // A contract states amounts as amounts ("$0.00", never "Free"), and a plan without a deposit
  // says so rather than naming a deposit of nothing, as the PDF does.
  const money = (cents: number) => format.money(cents);
  const { terms } = plan;
  const amounts = {
    plan: text(plan.name),
    total: money(terms.totalOwed),
    due: money(terms.amountDue),
    hasDeposit: terms.depositAmount > 0 ? 'yes' : 'no',
    deposit: money(terms.depositAmount),
    count: terms.installmentCount,
    installment: money(terms.installmentAmount),
    rate: format.percent(terms.interestRate),
  };
  return (
    <Stack space="small">
      <Heading level={2} size={3}>
        {intl.formatMessage(m.agreementTitle)}
      </Heading>
      <Text>
        {intl.formatMessage(m.agreementParties, {
          student: studentName,
          cohort: cohort.name,
          start: format.longDate(cohort.startDate),
          graduation: format.longDate(cohort.graduationDate),
        })}
      </Text>
      {discounts.length > 0 && (
        <Text>
          {intl.formatMessage(m.agreementDiscounts, {
            tuition: money(cohort.tuition),
            codes: intl.formatList(
              discounts.map((discount) =>
                intl.formatMessage(m.agreementDiscount, {
                  ...discount,
                  amount: money(discount.amount),
                }),
              ),
              { type: 'conjunction' },
            ),
          })}
        </Text>
      )}
      <Text>
        {lastInstallmentDiffers(terms)
          ? intl.formatMessage(m.agreementPlanLastDiffers, {
              ...amounts,
              others: terms.installmentCount - 1,
              last: money(terms.lastInstallmentAmount),
            })
          : intl.formatMessage(m.agreementPlan, amounts)}
      </Text>
      <Text>{intl.formatMessage(m.agreementCharges)}</Text>
      <Text>{intl.formatMessage(m.agreementRefunds)}</Text>
      <Text>{intl.formatMessage(m.agreementConsent)}</Text>
    </Stack>
  );
}
