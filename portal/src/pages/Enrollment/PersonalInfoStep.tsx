import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  AddressGroup,
  Alert,
  DateField,
  ErrorSummary,
  Link,
  LoadError,
  LoadingRegion,
  PhoneField,
  SectionCard,
  Stack,
  TextField,
  useForm,
  usePhoneMetadata,
} from '@hci/design-system';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { defaultPhoneMetadata } from '../Profile/profileForm';
import { enrollmentMessages as m } from './messages';
import {
  isUnderAge,
  personalInfoInputOf,
  personalInfoSchema,
  personalInfoValuesOf,
} from './personalInfoForm';
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
    onSubmit: async (values) => {
      if (await save(personalInfoInputOf(values))) goTo('payment-plan');
    },
  });
  const address = form.field('address');
  const underAge = isUnderAge(form.values.dateBirth);
  // Leaving backwards keeps what was typed when it is valid; otherwise the fields stay as saved.
  const back = async () => {
    const valid = personalInfoSchema.safeParse(form.values).success;
    if (!valid || (await save(personalInfoInputOf(form.values)))) goTo('course');
  };

  return (
    <form {...form.formProps}>
      <Stack space="large">
        <ErrorSummary {...form.summaryProps} />
        <SectionCard title={intl.formatMessage(m['step.personal-info'])}>
          <TextField
            {...form.field('firstName')}
            label={intl.formatMessage(m.firstName)}
            isRequired
            autoComplete="given-name"
          />
          <TextField
            {...form.field('middleName')}
            label={intl.formatMessage(m.middleName)}
            autoComplete="additional-name"
          />
          <TextField
            {...form.field('lastName')}
            label={intl.formatMessage(m.lastName)}
            isRequired
            autoComplete="family-name"
          />
          <DateField
            {...form.field('dateBirth')}
            label={intl.formatMessage(m.dateBirth)}
            isRequired
            autoComplete="bday"
          />
          {underAge && (
            <Alert tone="info" title={intl.formatMessage(m.underAgeTitle)}>
              <Stack space="xsmall" align="left">
                <span>{intl.formatMessage(m.underAgeBody, { phone: institutePhone.display })}</span>
                <Link href={institutePhone.href}>{intl.formatMessage(m.callInstitute)}</Link>
              </Stack>
            </Alert>
          )}
        </SectionCard>
        <SectionCard title={intl.formatMessage(m.phones)}>
          <PhoneField
            {...form.field('mobilePhone')}
            label={intl.formatMessage(m.mobilePhone)}
            autoComplete="tel"
          />
          <PhoneField {...form.field('homePhone')} label={intl.formatMessage(m.homePhone)} />
          <PhoneField {...form.field('workPhone')} label={intl.formatMessage(m.workPhone)} />
        </SectionCard>
        <SectionCard title={intl.formatMessage(m.address)}>
          <AddressGroup
            id={address.id}
            legend={intl.formatMessage(m.address)}
            isLegendHidden
            value={address.value}
            onChange={address.onChange}
            errors={form.errorsUnder('address')}
          />
        </SectionCard>
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
