import {
  genderOptions,
  IdentityFields,
  KeptWorkOffer,
  languageOptions,
  PageHeading,
  useKeepWork,
  useApiSession,
  useStudentId,
  useBoundApi,
  positiveMessages,
} from '@hci/app-frame';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Student } from '@hci/api-schema';
import { createApi } from '@hci/api-schema';
import {
  Button,
  Checkbox,
  ErrorSummary,
  formatTimeZoneName,
  joinName,
  LoadError,
  LoadingRegion,
  Select,
  SelectItem,
  Skeleton,
  SectionCard,
  Stack,
  Text,
  toast,
  useForm,
  usePhoneMetadata,
  vars,
} from '@hci/design-system';
import { commonMessages } from '../../components/messages';
import { profileMessages as m } from './profileMessages';
import {
  defaultPhoneMetadata,
  profilePhoneSources,
  profileSchema,
  profileValuesOf,
  studentUpdateOf,
} from './profileForm';

// The photo's upload (drop zone, progress, the upload request) loads beside the form rather than
// in the route's own chunk, so the profile's fields show first.
const ProfilePhoto = lazy(() =>
  import('./ProfilePhoto').then((module) => ({ default: module.ProfilePhoto })),
);

function ProfileForm({ student }: { student: Student }) {
  // Stored phones of other calling codes than the default country's load before the initial
  // values are built from them.
  usePhoneMetadata(...profilePhoneSources(student));
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const session = useApiSession();
  const studentId = useStudentId();
  const lookups = useQuery(
    queries.lookups.list(['EDUCATION_LEVEL', 'OCCUPATION', 'TIME_ZONE'], intl.locale),
  );
  const update = useMutation(queries.students.update(studentId));
  const form = useForm({
    schema: profileSchema,
    initialValues: profileValuesOf(student),
    errorSummary: true,
    onSubmit: async (values) => {
      await update.mutateAsync(studentUpdateOf(values));
      toast.positive(positiveMessages.profileUpdated);
    },
    onServerError: (message) => toast.critical(message),
  });
  const keptWork = useKeepWork('portal.profile', form);
  // Time zones come as IANA ids: people read them by name, in their language.
  const labelOf = (type: string, value: string, label?: string | null) =>
    type === 'TIME_ZONE' ? formatTimeZoneName(value, intl.locale) : (label ?? value);
  const options = (type: string) =>
    (lookups.data ?? [])
      .filter((item) => item.type === type)
      .map((item) => ({ id: item.value, label: labelOf(type, item.value, item.label) }));
  // One list of choices for a field: its items, the saved value kept selectable.
  const choices = <V extends string>(
    field: { id: string; value: V; onChange(value: V): void; errorMessage?: string },
    label: string,
    items: { id: string; label: string }[],
  ) => (
    <Select
      id={field.id}
      label={label}
      items={items}
      value={field.value}
      onChange={(key) => field.onChange(String(key ?? '') as V)}
      errorMessage={field.errorMessage}
      isInvalid={Boolean(field.errorMessage)}
    >
      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
    </Select>
  );
  const lookupSelect = (
    name: 'educationLevel' | 'occupation' | 'timeZone',
    type: string,
    label: string,
    emptyLabel: string,
  ) => {
    const field = form.field(name);
    const items = [{ id: '', label: emptyLabel }, ...options(type)];
    // A saved value the list no longer offers stays selectable, so saving never drops it.
    if (field.value && !items.some((item) => item.id === field.value))
      items.push({ id: field.value, label: labelOf(type, field.value) });
    return choices(field, label, items);
  };
  const optionItems = (list: readonly { value: string; label: MessageDescriptor }[]) =>
    list.map((option) => ({ id: option.value, label: intl.formatMessage(option.label) }));
  const gender = form.field('gender');
  const language = form.field('languageIso2LetterCode');
  const military = form.field('militaryMember');
  const notSet = intl.formatMessage(m.notSet);

  return (
    <form {...form.formProps}>
      <Stack space="large">
        <KeptWorkOffer offer={keptWork} />
        <ErrorSummary {...form.summaryProps} />
        <Suspense fallback={<Skeleton shape="block" height={vars.space.xxxlarge} />}>
          <ProfilePhoto
            student={student}
            name={joinName(form.values.firstName, form.values.lastName) || session.email}
          />
        </Suspense>
        <IdentityFields
          firstName={form.field('firstName')}
          lastName={form.field('lastName')}
          full={{
            personalTitle: m.personal,
            phonesTitle: m.contact,
            personalIntro: (
              <Text size="small" tone="secondary">
                {intl.formatMessage(m.email, { email: student.user.email })}
              </Text>
            ),
            middleName: form.field('middleName'),
            beforeBirthDate: choices(gender, intl.formatMessage(m.gender), [
              { id: '', label: notSet },
              ...optionItems(genderOptions),
            ]),
            dateBirth: form.field('dateBirth'),
            birthDateRequired: false,
            mobilePhone: form.field('mobilePhone'),
            homePhone: form.field('homePhone'),
            workPhone: form.field('workPhone'),
            address: form.field('address'),
            addressErrors: form.errorsUnder('address'),
          }}
        />
        <SectionCard title={intl.formatMessage(m.about)}>
          {lookupSelect(
            'educationLevel',
            'EDUCATION_LEVEL',
            intl.formatMessage(m.educationLevel),
            notSet,
          )}
          {lookupSelect('occupation', 'OCCUPATION', intl.formatMessage(m.occupation), notSet)}
          <Checkbox isSelected={military.value} onChange={military.onChange}>
            {intl.formatMessage(m.militaryMember)}
          </Checkbox>
        </SectionCard>
        <SectionCard title={intl.formatMessage(m.preferences)}>
          {choices(language, intl.formatMessage(m.language), optionItems(languageOptions))}
          {lookupSelect(
            'timeZone',
            'TIME_ZONE',
            intl.formatMessage(m.timeZone),
            intl.formatMessage(m.deviceTimeZone),
          )}
        </SectionCard>
        <Button type="submit" isPending={form.isSubmitting}>
          {intl.formatMessage(commonMessages.save)}
        </Button>
      </Stack>
    </form>
  );
}

/** /settings/profile: personal information, phones, address, photo (PUT /students/{id}). */
export function ProfilePage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const student = useQuery(queries.students.detail(studentId));
  const phoneMetadata = useQuery(defaultPhoneMetadata);
  const failed = [student, phoneMetadata].find((query) => query.isError);
  const skeleton = (
    <LoadingRegion label={intl.formatMessage(m.loading)}>
      <Stack space="medium">
        <Skeleton shape="block" height={vars.space.xxxlarge} />
        <Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * 3)`} />
        <Skeleton shape="block" height={`calc(${vars.space.xxxlarge} * 2)`} />
      </Stack>
    </LoadingRegion>
  );
  let content;
  if (failed) {
    content = (
      <LoadError
        error={failed.error}
        isRetrying={failed.isFetching}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (!student.data || !phoneMetadata.data) {
    content = skeleton;
  } else {
    content = (
      <Suspense fallback={skeleton}>
        <ProfileForm student={student.data} />
      </Suspense>
    );
  }
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      {content}
    </Stack>
  );
}
