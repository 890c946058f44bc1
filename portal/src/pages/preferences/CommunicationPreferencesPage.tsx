import { errorMessageOf, PageHeading, useStudentId, useBoundApi } from '@hci/app-frame';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  communicationTopicValues,
  type CommunicationPreferences,
  createApi,
} from '@hci/api-schema';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  QueryView,
  SectionCard,
  Stack,
  Switch,
  toast,
  useOnePress,
} from '@hci/design-system';
import { commonMessages } from '../../components/messages';
import { CardsSkeleton } from '../../components/CardsSkeleton';
import { preferenceMessages as m } from './preferenceMessages';

function PreferencesForm({ saved }: { saved: CommunicationPreferences }) {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const [values, setValues] = useState(saved);
  const save = useMutation(queries.communicationPreferences.update(studentId));
  // One save however fast the button is pressed twice.
  const [saveOnce, isSaving] = useOnePress(async () => {
    try {
      await save.mutateAsync(values);
      toast.positive(m.saved);
    } catch (error) {
      toast.critical(errorMessageOf(error));
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void saveOnce();
  };
  return (
    <form onSubmit={submit}>
      <Stack space="large">
        <SectionCard title={intl.formatMessage(m.channels)}>
          <Stack space="small">
            <Switch
              isSelected={values.emailEnabled}
              onChange={(emailEnabled) => setValues({ ...values, emailEnabled })}
            >
              {intl.formatMessage(m.email)}
            </Switch>
            <Switch
              isSelected={values.smsEnabled}
              onChange={(smsEnabled) => setValues({ ...values, smsEnabled })}
            >
              {intl.formatMessage(m.sms)}
            </Switch>
            <Switch
              isSelected={values.pushEnabled}
              onChange={(pushEnabled) => setValues({ ...values, pushEnabled })}
            >
              {intl.formatMessage(m.push)}
            </Switch>
          </Stack>
        </SectionCard>
        <SectionCard title={intl.formatMessage(m.topics)}>
          <CheckboxGroup
            label={intl.formatMessage(m.topics)}
            isLabelHidden
            description={intl.formatMessage(m.topicsDescription)}
            value={[...values.topics]}
            onChange={(selected) =>
              setValues({
                ...values,
                topics: communicationTopicValues.filter((topic) => selected.includes(topic)),
              })
            }
          >
            {communicationTopicValues.map((topic) => (
              <Checkbox key={topic} value={topic}>
                {intl.formatMessage(m[topic])}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </SectionCard>
        <Button type="submit" isPending={isSaving}>
          {intl.formatMessage(commonMessages.save)}
        </Button>
      </Stack>
    </form>
  );
}

/** /settings/communication-preferences: channels and topics besides the inbox. */
export function CommunicationPreferencesPage() {
  const intl = useIntl();
  const queries = useBoundApi(createApi);
  const studentId = useStudentId();
  const preferences = useQuery(queries.communicationPreferences.detail(studentId));

  return (
    <Stack space="large">
      <PageHeading intro={intl.formatMessage(m.intro)}>{intl.formatMessage(m.title)}</PageHeading>
      <QueryView
        query={preferences}
        loadingLabel={intl.formatMessage(m.loading)}
        skeleton={<CardsSkeleton />}
      >
        {(saved) => <PreferencesForm saved={saved} />}
      </QueryView>
    </Stack>
  );
}
