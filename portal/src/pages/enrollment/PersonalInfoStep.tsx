import { institutionMessages } from '@hci/rules/field-rules';
import { IdentityFields, identityInputOf } from '@hci/app-frame';
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  Alert,
  ErrorSummary,
  Link,
  LoadError,
  LoadingRegion,
  Stack,
  useForm,
  usePhoneMetadata,
} from '@hci/design-system';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { defaultPhoneMetadata } from '../students/profileForm';
import { enrollmentMessages as m } from './enrollmentMessages';
import { isUnderAge, personalInfoSchema, personalInfoValuesOf } from './personalInfoForm';
import { StepActions } from './StepActions';
import type { StepProps } from './stepProps';
import { useEnrollmentDraft } from './useEnrollmentDraft';

/** Students under 18 enroll by phone with an advisor. */
const institutePhone = { display: '+1 (800) 555-0142', href: 'tel:+18005550142' };

function PersonalInfoForm({ draft, student, goTo }: StepProps) {
  const saved = draft?.personalInfo ? draft : undefined;
  const contact = saved?.contactInfo ?? student.contactInfo;
  // Stored phones of other calling codes load before the values are built from them.
  usePhoneMetadata('US', contact.mobilePhone, contact.homePhone, contact.workPhone);
  const initialValues = personalInfoValuesOf(saved, student);
  const intl = useIntl();
  const { save, isSaving } = useEnrollmentDraft(draft);
  const form = useForm({
    schema: personalInfoSchema,
    initialValues,
    errorSummary: true,
    id: 'enrollment-personal',
    ruleMessages: institutionMessages,
    onSubmit: async (values) => {
      if (await save(identityInputOf(values))) goTo('payment-plan');
    },
  });
  const underAge = isUnderAge(form.values.dateBirth);
  // Leaving backwards keeps what was typed when it is valid; otherwise the fields stay as saved.
  const back = async () => {
    const valid = personalInfoSchema.safeParse(form.values).success;
    if (!valid || (await save(identityInputOf(form.values)))) goTo('course');
  };

  return (
    <form {...form.formProps}>
      <Stack space="large">
        <ErrorSummary {...form.summaryProps} />
        <IdentityFields
          firstName={form.field('firstName')}
          lastName={form.field('lastName')}
          full={{
            personalTitle: m['step.personal-info'],
            phonesTitle: m.phones,
            middleName: form.field('middleName'),
            dateBirth: form.field('dateBirth'),
            birthDateRequired: true,
            afterBirthDate: underAge && (
              <Alert tone="info" title={intl.formatMessage(m.underAgeTitle)}>
                <Stack space="xsmall" align="left">
                  <span>
                    {intl.formatMessage(m.underAgeBody, { phone: institutePhone.display })}
                  </span>
                  <Link href={institutePhone.href}>{intl.formatMessage(m.callInstitute)}</Link>
                </Stack>
              </Alert>
            ),
            mobilePhone: form.field('mobilePhone'),
            homePhone: form.field('homePhone'),
            workPhone: form.field('workPhone'),
            address: form.field('address'),
            addressErrors: form.errorsUnder('address'),
          }}
        />
        <StepActions onBack={() => void back()} isSaving={isSaving || form.isSubmitting} />
      </Stack>
    </form>
  );
}

/** Step 2: personal info, prefilled from the student's profile or the saved draft. */
export function PersonalInfoStep(props: StepProps) {
  const intl = useIntl();
  const phoneMetadata = useQuery(defaultPhoneMetadata);
  const skeleton = (
    <LoadingRegion label={intl.formatMessage(m.loading)}>
      <CardsSkeleton />
    </LoadingRegion>
  );
  if (phoneMetadata.isError)
    return (
      <LoadError
        error={phoneMetadata.error}
        isRetrying={phoneMetadata.isFetching}
        onRetry={() => void phoneMetadata.refetch()}
      />
    );
  if (!phoneMetadata.data) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <PersonalInfoForm {...props} />
    </Suspense>
  );
}
