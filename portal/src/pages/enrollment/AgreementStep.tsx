import { type FormEvent } from 'react';
import { agreementSigner } from '@hci/rules';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  Card,
  joinName,
  LoadError,
  LoadingRegion,
  Stack,
  useFormatters,
} from '@hci/design-system';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { DocumentDownload } from '../../components/DocumentDownload';
import { SignEnvelopeForm } from '../../components/SignEnvelopeForm';
import { AgreementText } from './AgreementText';
import { enrollmentMessages as m } from './enrollmentMessages';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';
import { useDraftPromo, useDraftVoucher } from './useEnrollmentDraft';
import { useDraftTerms } from './useDraftTerms';

/** Step 4: the agreement for the chosen plan, read in the page or as a PDF, then signed. */
export function AgreementStep({ draft, agreement, student, goTo }: StepProps) {
  const intl = useIntl();
  const format = useFormatters();
  const { cohort, plan, isPending, failed } = useDraftTerms(draft);
  const promo = useDraftPromo(draft);
  const voucher = useDraftVoucher(draft);
  if (failed)
    return (
      <LoadError
        error={failed.error}
        isRetrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  if (isPending)
    return (
      <LoadingRegion label={intl.formatMessage(m.loading)}>
        <CardsSkeleton />
      </LoadingRegion>
    );
  const person = agreementSigner(draft?.personalInfo, student.personalInfo);
  const studentName = joinName(person.firstName, person.middleName, person.lastName);
  const document = agreement?.documents[0];
  const signed = agreement?.status === 'COMPLETED';
  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    goTo('payment-method');
  };

  return (
    <Stack space="large">
      <Card as="article" aria-label={intl.formatMessage(m.agreementTitle)}>
        <Stack space="medium" align="left">
          {cohort && plan ? (
            <AgreementText
              studentName={studentName}
              cohort={cohort}
              plan={plan}
              discounts={[
                ...(voucher
                  ? [{ kind: 'VOUCHER' as const, code: voucher.code, amount: voucher.amount }]
                  : []),
                ...(promo
                  ? [{ kind: 'PROMO' as const, code: promo.code, amount: promo.discount }]
                  : []),
              ]}
            />
          ) : (
            <Alert tone="info">{intl.formatMessage(m.agreementPending)}</Alert>
          )}
          {agreement && document && (
            <DocumentDownload envelope={agreement} document={document}>
              {intl.formatMessage(m.downloadPdf)}
            </DocumentDownload>
          )}
        </Stack>
      </Card>
      {agreement && !signed && (
        <Card as="section" aria-label={intl.formatMessage(m['step.agreement'])}>
          <SignEnvelopeForm
            envelope={agreement}
            signer={person}
            onSigned={() => goTo('payment-method')}
          />
        </Card>
      )}
      {signed && agreement.completedAt && (
        <Alert tone="positive">
          {intl.formatMessage(m.signedBy, {
            name: agreement.signedBy ?? studentName,
            date: format.longDate(agreement.completedAt),
          })}
        </Alert>
      )}
      {signed ? (
        <form onSubmit={onContinue}>
          <StepActions onBack={() => goTo('payment-plan')} isSaving={false} />
        </form>
      ) : (
        <Button variant="secondary" onPress={() => goTo('payment-plan')}>
          {intl.formatMessage(m.back)}
        </Button>
      )}
    </Stack>
  );
}
