import { lazy, Suspense, type ComponentType } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { createApi } from '@hci/api-schema';
import { LoadError, LoadingRegion, Skeleton, Stack, Stepper, Text, vars } from '@hci/design-system';
import { PageHeading, useBoundApi, useStudentId } from '@hci/app-frame';
import { pathTo, paths } from '../../paths';
import { DiscardDraft } from './DiscardDraft';
import { PromoForDraft } from './PromoForDraft';
import { enrollmentMessages as m } from './enrollmentMessages';
import type { StepProps } from './stepProps';
import {
  currentDraft,
  draftAgreement,
  enrollmentSteps,
  isEnrollmentStep,
  resumeStep,
  stepIndex,
  type EnrollmentStep,
} from './steps';

// Each step is its own chunk: a student loads only the steps they reach.
const stepViews: Record<EnrollmentStep, ComponentType<StepProps>> = {
  course: lazy(() => import('./CourseStep').then((s) => ({ default: s.CourseStep }))),
  'personal-info': lazy(() =>
    import('./PersonalInfoStep').then((s) => ({ default: s.PersonalInfoStep })),
  ),
  'payment-plan': lazy(() =>
    import('./PaymentPlanStep').then((s) => ({ default: s.PaymentPlanStep })),
  ),
  agreement: lazy(() => import('./AgreementStep').then((s) => ({ default: s.AgreementStep }))),
  'payment-method': lazy(() =>
    import('./PaymentMethodStep').then((s) => ({ default: s.PaymentMethodStep })),
  ),
  review: lazy(() => import('./ReviewStep').then((s) => ({ default: s.ReviewStep }))),
  congratulations: lazy(() =>
    import('./CongratulationsStep').then((s) => ({ default: s.CongratulationsStep })),
  ),
};

const intros: Partial<Record<EnrollmentStep, keyof typeof m>> = {
  course: 'courseIntro',
  'personal-info': 'personalIntro',
  agreement: 'agreementIntro',
  'payment-method': 'methodIntro',
  review: 'reviewIntro',
};

function StepSkeleton({ label }: { label: string }) {
  return (
    <LoadingRegion label={label}>
      <Stack space="medium">
        <Skeleton shape="block" height={vars.space.xxxlarge} />
        <Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * 2)`} />
        <Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * 2)`} />
      </Stack>
    </LoadingRegion>
  );
}

/**
 * /enroll/:step: the seven enrollment steps, each at its own address so Back, Forward and reload
 * work. The draft lives on the server: `/enroll` and any step past the first unfinished one lead
 * to that step, in this tab or any other browser.
 */
export function EnrollmentPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { step } = useParams<{ step?: string }>();
  const [applications, envelopes, student] = useQueries({
    queries: [
      queries.enrollmentApplications.list(studentId),
      queries.envelopes.list(studentId),
      queries.students.detail(studentId),
    ] as const,
  });
  const stepLabel = (id: EnrollmentStep) => intl.formatMessage(m[`step.${id}`]);
  const title = isEnrollmentStep(step) ? stepLabel(step) : intl.formatMessage(m.title);
  const heading = <PageHeading title={title}>{title}</PageHeading>;

  const failed = [applications, envelopes, student].find((query) => query.isError);
  if (failed) {
    return (
      <Stack space="large">
        {heading}
        <LoadError
          error={failed.error}
          isRetrying={failed.isFetching}
          onRetry={() => void failed.refetch()}
        />
      </Stack>
    );
  }
  if (!applications.data || !envelopes.data || !student.data) {
    return (
      <Stack space="large">
        {heading}
        <StepSkeleton label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  }

  const draft = currentDraft(applications.data.content);
  const agreement = draftAgreement(draft, envelopes.data.content);
  const resume = resumeStep(draft, agreement);
  const submitted = !draft && applications.data.content.some((a) => a.status !== 'DRAFT');
  const allowed =
    isEnrollmentStep(step) &&
    (step === 'congratulations' ? submitted : stepIndex(step) <= stepIndex(resume));
  if (!allowed) return <Redirect to={pathTo(paths.enroll, { step: resume }, search)} replace />;

  const View = stepViews[step];
  const intro = intros[step];
  const linkPromo = new URLSearchParams(search).get('promo')?.trim().toUpperCase();
  const promoCode = linkPromo || draft?.promoCode;
  return (
    <Stack space="large">
      <Stepper
        aria-label={intl.formatMessage(m.stepsLabel)}
        steps={enrollmentSteps.map((id) => ({
          id,
          label: stepLabel(id),
          // Every step up to the first unfinished one can be opened again.
          href:
            id !== 'congratulations' && stepIndex(id) <= stepIndex(resume)
              ? pathTo(paths.enroll, { step: id })
              : undefined,
          // Those before it are done, also when the student went back to an earlier one.
          isComplete: stepIndex(id) < stepIndex(resume),
        }))}
        currentStepId={step}
      />
      <Stack space="small">
        {heading}
        {intro && <Text tone="secondary">{intl.formatMessage(m[intro])}</Text>}
      </Stack>
      {draft && linkPromo && draft.promoCode !== linkPromo && step !== 'congratulations' && (
        <PromoForDraft
          code={linkPromo}
          draft={draft}
          onCourseStep={step === 'course'}
          onDone={() => navigate(pathTo(paths.enroll, { step }), { replace: true })}
        />
      )}
      <Suspense fallback={<StepSkeleton label={intl.formatMessage(m.loading)} />}>
        <View
          draft={draft}
          agreement={agreement}
          student={student.data}
          promoCode={promoCode}
          goTo={(target) => navigate(pathTo(paths.enroll, { step: target }))}
        />
      </Suspense>
      {draft && step !== 'congratulations' && (
        <DiscardDraft
          draft={draft}
          onDiscarded={() => navigate(pathTo(paths.enroll, { step: 'course' }))}
        />
      )}
    </Stack>
  );
}
