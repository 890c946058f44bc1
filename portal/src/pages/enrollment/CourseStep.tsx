import { deliveryModeOptions, errorMessage, languageOptions } from '@hci/app-frame';
import { useState, type FormEvent } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { createApi, isApiError, useBoundApi, type Cohort, type PromoCode } from '@hci/api-schema';
import {
  Alert,
  EmptyState,
  LoadingRegion,
  QueryView,
  Radio,
  RadioGroup,
  Stack,
  useFormatters,
} from '@hci/design-system';
import { discountFor } from '@hci/api-schema/rules';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { enrollmentMessages as m } from './enrollmentMessages';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';
import { useEnrollmentDraft } from './useEnrollmentDraft';

/** Every open cohort on one list: the institute opens a handful at a time. */
const openCohorts = { size: 100 } as const;

/** The cohort a promo code points at: its own, else the first of its program track. */
function promoCohort(promo: PromoCode | undefined, cohorts: readonly Cohort[]) {
  if (!promo) return undefined;
  return (
    cohorts.find((cohort) => cohort.id === promo.cohortId) ??
    cohorts.find((cohort) => promo.programTrack && cohort.programTrack === promo.programTrack)
  );
}

/**
 * What the promo code takes off this cohort's tuition, by the rule the API prices plans with (the
 * API answered the code, so it has not expired).
 */
function promoDiscount(promo: PromoCode | undefined, cohort: Cohort): number {
  if (!promo) return 0;
  return discountFor(cohort.id, [{ amount: promo.discount, cohortId: promo.cohortId }], '');
}

/** What the promo link's code gives, or why it is refused (unknown or expired). */
function PromoNotice({ code, promo }: { code: string; promo: UseQueryResult<PromoCode> }) {
  const intl = useIntl();
  const format = useFormatters();
  if (promo.isError) {
    const key = isApiError(promo.error) ? promo.error.key : 'invalidVoucherCode';
    const reason = intl.formatMessage(
      errorMessage(key === 'voucherIsExpired' ? key : 'invalidVoucherCode'),
    );
    return <Alert tone="caution">{intl.formatMessage(m.promoRefused, { code, reason })}</Alert>;
  }
  if (!promo.data) return null;
  const discount = format.money(promo.data.discount);
  return (
    <Alert tone="positive">
      {promo.data.expiresOn
        ? intl.formatMessage(m.promoApplied, {
            code: promo.data.code,
            discount,
            date: format.longDate(promo.data.expiresOn),
          })
        : intl.formatMessage(m.promoAppliedNoDate, { code: promo.data.code, discount })}
    </Alert>
  );
}

function CohortChoice({
  cohorts,
  draft,
  promo,
  promoCode,
  goTo,
}: Pick<StepProps, 'draft' | 'promoCode' | 'goTo'> & {
  cohorts: Cohort[];
  promo: UseQueryResult<PromoCode>;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  const tracks = useQuery(queries.lookups.list(['PROGRAM_TRACK']));
  const { save, isSaving } = useEnrollmentDraft(draft);
  const preselected = draft?.cohortId ?? promoCohort(promo.data, cohorts)?.id;
  const [chosen, setChosen] = useState<string | null>(
    preselected === undefined ? null : String(preselected),
  );
  const [showError, setShowError] = useState(false);
  const trackLabel = (track: string) =>
    tracks.data?.find((item) => item.type === 'PROGRAM_TRACK' && item.value === track)?.label ??
    track;
  const label = (
    options: readonly { value: string; label: MessageDescriptor }[],
    value: string,
  ) => {
    const option = options.find((candidate) => candidate.value === value);
    return option ? intl.formatMessage(option.label) : value;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setShowError(true);
      document.getElementById('enrollment-cohort')?.querySelector('input')?.focus();
      return;
    }
    const saved = await save({
      cohortId: Number(chosen),
      ...(promo.data ? { promoCode: promo.data.code } : {}),
    });
    if (saved) goTo('personal-info');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        {promoCode && <PromoNotice code={promoCode} promo={promo} />}
        <RadioGroup
          id="enrollment-cohort"
          label={intl.formatMessage(m.cohortsLabel)}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setShowError(false);
          }}
          isRequired
          isInvalid={showError}
          errorMessage={intl.formatMessage(errorMessage('noCohortSelected'))}
        >
          {cohorts.map((cohort) => (
            <Radio
              key={cohort.id}
              value={String(cohort.id)}
              isDisabled={cohort.seatsAvailable === 0 && String(cohort.id) !== chosen}
              description={
                <>
                  {intl.formatMessage(m.cohortFacts, {
                    track: trackLabel(cohort.programTrack),
                    start: format.longDate(cohort.startDate),
                    graduation: format.longDate(cohort.graduationDate),
                    mode: label(deliveryModeOptions, cohort.deliveryMode),
                    language: label(languageOptions, cohort.languageIso2LetterCode ?? 'EN'),
                  })}
                  <br />
                  {promo.data && promoDiscount(promo.data, cohort) > 0
                    ? intl.formatMessage(m.cohortPromoPrice, {
                        discounted: format.money(
                          Math.max(0, cohort.tuition - promoDiscount(promo.data, cohort)),
                          { zeroAsFree: true },
                        ),
                        code: promo.data.code,
                        tuition: format.money(cohort.tuition, { zeroAsFree: true }),
                        seats: cohort.seatsAvailable,
                      })
                    : intl.formatMessage(m.cohortPrice, {
                        tuition: format.money(cohort.tuition, { zeroAsFree: true }),
                        seats: cohort.seatsAvailable,
                      })}
                </>
              }
            >
              {cohort.name}
            </Radio>
          ))}
        </RadioGroup>
        <StepActions isSaving={isSaving} />
      </Stack>
    </form>
  );
}

/** Step 1: the course or class, preselected by a promo code the student came with. */
export function CourseStep({ draft, promoCode, goTo }: StepProps) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const cohorts = useQuery({
    ...queries.cohorts.list(openCohorts),
    select: (page) => page.content,
  });
  const promo = useQuery({
    ...queries.promoCodes.detail(promoCode ?? ''),
    enabled: Boolean(promoCode),
    retry: false,
    // Read once per visit: a refused code stays refused without asking again.
    staleTime: Infinity,
  });
  const skeleton = (
    <LoadingRegion label={intl.formatMessage(m.loading)}>
      <CardsSkeleton />
    </LoadingRegion>
  );
  // The promo code decides the preselected cohort: it is read before the choice is shown.
  if (promoCode && promo.isPending) return skeleton;
  return (
    <QueryView
      query={cohorts}
      loadingLabel={intl.formatMessage(m.loading)}
      skeleton={<CardsSkeleton />}
      isEmpty={(list) => list.length === 0}
      empty={
        <EmptyState
          title={intl.formatMessage(m.noCohortsTitle)}
          description={intl.formatMessage(m.noCohorts)}
        />
      }
    >
      {(list) => (
        <CohortChoice
          cohorts={list}
          draft={draft}
          promo={promo}
          promoCode={promoCode}
          goTo={goTo}
        />
      )}
    </QueryView>
  );
}
