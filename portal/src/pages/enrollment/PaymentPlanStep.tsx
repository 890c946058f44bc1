import { errorMessage, useBoundApi, positiveMessages } from '@hci/app-frame';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { createApi, isApiError } from '@hci/api-schema';
import {
  Button,
  EmptyState,
  Inline,
  QueryView,
  Stack,
  Text,
  TextField,
  toast,
  useOnePress,
} from '@hci/design-system';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { enrollmentMessages as m } from './enrollmentMessages';
import { PlanCards } from './PlanCards';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';
import { discountCodes } from './useDraftTerms';
import { useDraftPromo, useEnrollmentDraft } from './useEnrollmentDraft';

const voucherFieldId = 'enrollment-voucher';

/** Step 3: the cohort's plans side by side, lowered by the promo code and a voucher. */
export function PaymentPlanStep({ draft, goTo }: StepProps) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const cohortId = draft?.cohortId ?? 0;
  const voucherCode = draft?.voucherCode;
  const cohorts = useQuery({
    ...queries.cohorts.list({ size: 100 }),
    select: (page) => page.content.find((cohort) => cohort.id === cohortId),
  });
  const plans = useQuery({
    ...queries.cohorts.paymentPlans(cohortId, discountCodes(draft)),
    select: (page) => page.content,
  });
  const promo = useDraftPromo(draft);
  const { save, isSaving } = useEnrollmentDraft(draft);
  const [chosen, setChosen] = useState<number | null>(draft?.paymentPlanId ?? null);
  const [showError, setShowError] = useState(false);
  const [code, setCode] = useState(voucherCode ?? '');
  const [voucherError, setVoucherError] = useState<string>();
  const validate = useMutation(queries.vouchers.validate());

  // One check however fast the button is pressed twice; it stays pending until the voucher is kept.
  const [applyVoucher, isApplying] = useOnePress(async () => {
    const typed = code.trim();
    if (!typed) {
      setVoucherError(intl.formatMessage(errorMessage('invalidVoucherCode')));
      return;
    }
    try {
      const voucher = await validate.mutateAsync({ code: typed, cohortId });
      setVoucherError(undefined);
      // Kept in the draft at once: a reload keeps the lower amounts.
      if (await save({ voucherCode: voucher.code })) toast.positive(positiveMessages.voucherValid);
    } catch (error) {
      setVoucherError(
        intl.formatMessage(errorMessage(isApiError(error) ? error.key : 'invalidVoucherCode')),
      );
    }
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Enter in the voucher field applies the code typed there; the step goes on by its button.
    if (document.activeElement?.id === voucherFieldId) return void applyVoucher();
    if (chosen === null) {
      setShowError(true);
      document.querySelector<HTMLInputElement>('#enrollment-plans input')?.focus();
      return;
    }
    if (await save({ paymentPlanId: chosen })) goTo('agreement');
  };
  const back = async () => {
    if (
      chosen === null ||
      chosen === draft?.paymentPlanId ||
      (await save({ paymentPlanId: chosen }))
    )
      goTo('personal-info');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        {cohorts.data && (
          <Text>{intl.formatMessage(m.planIntro, { cohort: cohorts.data.name })}</Text>
        )}
        <Stack space="small">
          <Inline space="small" alignY="bottom">
            <TextField
              id={voucherFieldId}
              name="voucherCode"
              label={intl.formatMessage(m.voucher)}
              value={code}
              onChange={(value) => {
                setCode(value);
                setVoucherError(undefined);
              }}
              errorMessage={voucherError}
              autoComplete="off"
            />
            <Button variant="secondary" isPending={isApplying} onPress={() => void applyVoucher()}>
              {intl.formatMessage(m.applyVoucher)}
            </Button>
          </Inline>
          <Text size="small" tone="secondary">
            {intl.formatMessage(m.voucherDescription)}
          </Text>
          {promo && (
            <Text size="small" tone="secondary">
              {intl.formatMessage(m.promoOnPlans, { code: promo.code })}
            </Text>
          )}
          {voucherCode && !voucherError && (
            <Text size="small" tone="secondary">
              {intl.formatMessage(m.voucherApplied, { code: voucherCode })}
            </Text>
          )}
        </Stack>
        <div id="enrollment-plans">
          <QueryView
            query={plans}
            loadingLabel={intl.formatMessage(m.loading)}
            skeleton={<CardsSkeleton />}
            isEmpty={(list) => list.length === 0}
            empty={
              <EmptyState
                title={intl.formatMessage(m.plansLabel)}
                description={intl.formatMessage(m.noPlans)}
              />
            }
          >
            {(list) => (
              <PlanCards
                plans={list}
                value={chosen}
                onChange={(planId) => {
                  setChosen(planId);
                  setShowError(false);
                }}
                errorMessage={
                  showError ? intl.formatMessage(errorMessage('noPaymentPlanSelected')) : undefined
                }
              />
            )}
          </QueryView>
        </div>
        <StepActions onBack={() => void back()} isSaving={isSaving} />
      </Stack>
    </form>
  );
}
