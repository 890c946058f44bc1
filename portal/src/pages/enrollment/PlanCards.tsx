import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PaymentPlanOption } from '@hci/api-schema';
import { Badge, formatPercent, Text, useMoneyFormatter, visuallyHidden } from '@hci/design-system';
import { lastInstallmentDiffers } from '../../components/paymentPlans';
import { enrollmentMessages as m } from './enrollmentMessages';
import * as styles from './PlanCards.css';
import { useSystemText } from '../../components/systemText';

export interface PlanCardsProps {
  plans: readonly PaymentPlanOption[];
  value: number | null;
  onChange: (planId: number) => void;
  /** Shown under the cards while no plan is chosen and the student tried to go on. */
  errorMessage?: string;
}

/**
 * The cohort's payment plans side by side, one radio each (arrow keys move the choice): the
 * installment in large type, then every amount the plan binds.
 */
export function PlanCards({ plans, value, onChange, errorMessage }: PlanCardsProps) {
  const intl = useIntl();
  const text = useSystemText();
  const money = useMoneyFormatter();
  const id = useId();
  const errorId = `${id}-error`;
  const free = (cents: number) => money(cents, { zeroAsFree: true });
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorMessage ? errorId : undefined}
      aria-invalid={errorMessage ? true : undefined}
      aria-required
    >
      <h2 id={`${id}-label`} className={visuallyHidden}>
        {intl.formatMessage(m.plansLabel)}
      </h2>
      <div className={styles.grid}>
        {plans.map((plan) => {
          const selected = plan.id === value;
          const { terms } = plan;
          const facts: [string, string][] = [
            [intl.formatMessage(m.totalOwed), free(terms.totalOwed)],
            [intl.formatMessage(m.amountDue), free(terms.amountDue)],
            [intl.formatMessage(m.depositAmount), money(terms.depositAmount)],
            [intl.formatMessage(m.installmentCount), String(terms.installmentCount)],
            [intl.formatMessage(m.interestRate), formatPercent(terms.interestRate, intl.locale)],
          ];
          return (
            <label
              key={plan.id}
              className={styles.card}
              data-selected={selected || undefined}
              data-invalid={errorMessage ? true : undefined}
            >
              <input
                type="radio"
                name={id}
                value={plan.id}
                checked={selected}
                onChange={() => onChange(plan.id)}
                className={visuallyHidden}
                aria-describedby={`${id}-${plan.id}-terms`}
              />
              <span className={styles.name}>{text(plan.name)}</span>
              {selected && (
                <span className={styles.selectedMark}>
                  <Badge tone="brand">{intl.formatMessage(m.selected)}</Badge>
                </span>
              )}
              <span>
                <span className={styles.amount}>{free(terms.installmentAmount)}</span>{' '}
                <Text as="span" size="small" tone="secondary">
                  {intl.formatMessage(
                    terms.installmentCount === 1 ? m.inOnePayment : m.perInstallment,
                  )}
                </Text>
              </span>
              {lastInstallmentDiffers(terms) && (
                <Text as="span" size="small" tone="secondary">
                  {intl.formatMessage(m.lastInstallment, {
                    amount: money(terms.lastInstallmentAmount),
                  })}
                </Text>
              )}
              {plan.description && (
                <Text as="span" size="small" tone="secondary">
                  {text(plan.description)}
                </Text>
              )}
              <dl className={styles.facts} id={`${id}-${plan.id}-terms`}>
                {facts.map(([term, amount]) => (
                  <div key={term} className={styles.fact}>
                    <dt className={styles.term}>{term}</dt>
                    <dd className={styles.value}>{amount}</dd>
                  </div>
                ))}
              </dl>
            </label>
          );
        })}
      </div>
      {errorMessage && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
