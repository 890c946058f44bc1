import { deliveryModeOptions, errorMessage, languageOptions, useBoundApi } from '@hci/app-frame';
import { useState, type FormEvent } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { createApi, type Cohort, type PromoCode } from '@hci/api-schema';
import {
  Alert,
  EmptyState,
  LoadingRegion,
  QueryView,
  Radio,
  RadioGroup,
  Stack,
  Text,
  useFormatters,
} from '@hci/design-system';
import { cohortClosestTo, codeFits, discountFor } from '@hci/rules';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { enrollmentMessages as m } from './enrollmentMessages';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';
import { promoRefusalKey, useEnrollmentDraft, usePromoCode } from './useEnrollmentDraft';

/** Every open cohort on one list: the institute opens a handful at a time. */
const openCohorts = { size: 100 } as const;

/**
 * The open cohorts a promo code is good for: those it is meant for, else (its own cohort no
 * longer open) the cohorts of its program track.
 */
function promoCohorts(promo: PromoCode | undefined, cohorts: readonly Cohort[]): Cohort[] {
  if (!promo) return [];
  const meant = cohorts.filter((cohort) => codeFits(promo, cohort.id));
  if (meant.length > 0) return meant;
  return cohorts.filter(
    (cohort) => promo.programTrack && cohort.programTrack === promo.programTrack,
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

/** Why the API would refuse this cohort for the student, in their words. */
function useClosedReason() {
  const intl = useIntl();
  return (cohort: Cohort) => intl.formatMessage(errorMessage(cohort.refusal ?? 'default'));
}

/**
 * What the promo link's code gives, or why it is refused (unknown or expired), or that every
 * cohort it is good for is closed to this student, and why each is.
 */
function PromoNotice({
  code,
  promo,
  cohorts,
}: {
  code: string;
  promo: UseQueryResult<PromoCode>;
  cohorts: readonly Cohort[];
}) {
  const intl = useIntl();
  const format = useFormatters();
  const closedReason = useClosedReason();
  if (promo.isError) {
    const reason = intl.formatMessage(errorMessage(promoRefusalKey(promo.error)));
    return <Alert tone="caution">{intl.formatMessage(m.promoRefused, { code, reason })}</Alert>;
  }
  if (!promo.data) return null;
  const discount = format.money(promo.data.discount);
  const goodFor = promoCohorts(promo.data, cohorts);
  if (goodFor.length > 0 && goodFor.every((cohort) => !cohort.canJoin)) {
    return (
      <Alert
        tone="caution"
        title={intl.formatMessage(m.promoClosedTitle, {
          code: promo.data.code,
          discount,
          count: goodFor.length,
        })}
      >
        {goodFor.map((cohort) => (
          <Text key={cohort.id}>
            {intl.formatMessage(m.promoClosedCohort, {
              cohort: cohort.name,
              reason: closedReason(cohort),
            })}
          </Text>
        ))}
        <Text>{intl.formatMessage(m.promoClosedHint)}</Text>
      </Alert>
    );
  }
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

/**
 * The cohort chosen on arrival: the draft's while the student may still join it, else the first
 * the promo code names that is open to them. Never one closed to them.
 */
function preselectedCohort(
  draftCohortId: number | undefined,
  promo: PromoCode | undefined,
  closest: Cohort | undefined,
  cohorts: readonly Cohort[],
) {
  const open = (cohort: Cohort) => cohort.canJoin;
  if (draftCohortId !== undefined)
    return cohorts.find((cohort) => cohort.id === draftCohortId && open(cohort))?.id;
  // Without a code, the cohort closest to what the student hoped for on signing up.
  if (!promo) return closest?.id;
  // A code for any cohort leaves the choice to the student.
  if (promo.cohortId === undefined) return undefined;
  return promoCohorts(promo, cohorts).find(open)?.id;
}

function CohortChoice({
  cohorts,
  draft,
  student,
  promo,
  promoCode,
  goTo,
}: Pick<StepProps, 'draft' | 'student' | 'promoCode' | 'goTo'> & {
  cohorts: Cohort[];
  promo: UseQueryResult<PromoCode>;
}) {
  const intl = useIntl();
  const format = useFormatters();
  const queries = useBoundApi(createApi);
  // The tracks' names in the language the page is shown in.
  const tracks = useQuery(queries.lookups.list(['PROGRAM_TRACK'], intl.locale));
  const { save, isSaving } = useEnrollmentDraft(draft);
  const closedReason = useClosedReason();
  const interest = student.enrollmentInterest;
  const closest = cohortClosestTo(cohorts, interest, student.languageIso2LetterCode);
  const preselected = preselectedCohort(draft?.cohortId, promo.data, closest, cohorts);
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
    const cohortId = Number(chosen);
    // The code goes with the cohorts it is meant for: the API refuses it with any other.
    const saved = await save({
      cohortId,
      ...(promo.data && codeFits(promo.data, cohortId) ? { promoCode: promo.data.code } : {}),
    });
    if (saved) goTo('personal-info');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack space="large">
        {promoCode && <PromoNotice code={promoCode} promo={promo} cohorts={cohorts} />}
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
              isDisabled={!cohort.canJoin}
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
                  {cohort === closest && interest?.startDate && (
                    <>
                      <br />
                      {intl.formatMessage(m.cohortClosest, {
                        date: format.longDate(interest.startDate),
                      })}
                    </>
                  )}
                  {!cohort.canJoin && (
                    <>
                      <br />
                      {intl.formatMessage(m.cohortClosed, { reason: closedReason(cohort) })}
                    </>
                  )}
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

/**
 * Step 1: the course or class, preselected by a promo code the student came with, else the one
 * closest to what they hoped for on signing up.
 */
export function CourseStep({ draft, student, promoCode, goTo }: StepProps) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const cohorts = useQuery({
    ...queries.cohorts.list(openCohorts),
    select: (page) => page.content,
  });
  const promo = usePromoCode(promoCode);
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
          student={student}
          promo={promo}
          promoCode={promoCode}
          goTo={goTo}
        />
      )}
    </QueryView>
  );
}
