import {
  Alert,
  Button,
  EmailField,
  Link,
  rules,
  Stack,
  Text,
  textFields,
  toast,
  useFocusAfterOutcome,
  useForm,
} from '@hci/design-system';
import { positiveMessages } from '../notices';
import { PageHeading } from '../frame/PageHeading';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { accountMessages } from './messages';

export interface RequestResetLinkPageProps {
  /** What to type and what comes of it; under the heading, or above the form until it is sent. */
  intro: { message: MessageDescriptor; placement: 'heading' | 'form' };
  /** Default: the frame's "Email". */
  emailLabel?: MessageDescriptor;
  submitLabel: MessageDescriptor;
  /** The app's call e-mailing the link (the API answers alike whether an account has the address). */
  requestLink: (email: string) => Promise<unknown>;
  /**
   * What says the link is sent (`{email}`): in place of the form, with a title; or above the
   * form, which stays for another address.
   */
  sent:
    | { placement: 'replacesForm'; title: MessageDescriptor; body: MessageDescriptor }
    | { placement: 'aboveForm'; body: MessageDescriptor };
  loginHref: string;
}

const schema = textFields({ email: [rules.required, rules.email] });

/** Forgot password: e-mails a link to choose a new one. */
export function RequestResetLinkPage({
  intro,
  emailLabel = accountMessages.email,
  submitLabel,
  requestLink,
  sent,
  loginHref,
}: RequestResetLinkPageProps) {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string>();
  useFocusAfterOutcome(sent.placement === 'replacesForm' ? sentTo : undefined);
  const form = useForm({
    schema,
    initialValues: { email: '' },
    serverErrorFields: { emailNotFound: 'email' },
    onSubmit: async (values) => {
      const address = values.email.trim();
      await requestLink(address);
      setSentTo(address);
      toast.positive(positiveMessages.forgotPassword);
    },
    onServerError: (message) => toast.critical(message),
  });
  const content =
    sent.placement === 'replacesForm' && sentTo !== undefined ? (
      <Alert tone="positive" title={intl.formatMessage(sent.title)} announce>
        {intl.formatMessage(sent.body, { email: sentTo })}
      </Alert>
    ) : (
      <>
        {sent.placement === 'aboveForm' && sentTo !== undefined && (
          <Alert tone="positive" announce>
            {intl.formatMessage(sent.body, { email: sentTo })}
          </Alert>
        )}
        {intro.placement === 'form' && <Text>{intl.formatMessage(intro.message)}</Text>}
        <form {...form.formProps}>
          <Stack space="medium">
            <EmailField
              {...form.field('email')}
              label={intl.formatMessage(emailLabel)}
              isRequired
            />
            <Button type="submit" fullWidth isPending={form.isSubmitting}>
              {intl.formatMessage(submitLabel)}
            </Button>
          </Stack>
        </form>
      </>
    );
  return (
    <Stack space="large">
      <PageHeading
        {...(intro.placement === 'heading' ? { intro: intl.formatMessage(intro.message) } : {})}
      >
        {intl.formatMessage(accountMessages.resetTitle)}
      </PageHeading>
      {content}
      <Link href={loginHref}>{intl.formatMessage(accountMessages.backToSignIn)}</Link>
    </Stack>
  );
}
