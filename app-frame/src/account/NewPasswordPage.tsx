import {
  Alert,
  Button,
  Link,
  Stack,
  toast,
  useFocusAfterOutcome,
  useForm,
} from '@hci/design-system';
import { positiveMessages } from '../notices';
import { PageHeading } from '../frame/PageHeading';
import { isApiError } from '@hci/api-schema';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage } from '../errors';
import { accountMessages } from './messages';
import { newPasswordSchema } from './newPassword';
import { NewPasswordFields } from './NewPasswordFields';

export interface NewPasswordPageProps {
  /** The token of the e-mailed link; without one the link is incomplete. */
  token: string | null;
  title: MessageDescriptor;
  passwordLabel: MessageDescriptor;
  /** The rules in words under the field; `null` for none. Default: the frame's. */
  hint?: MessageDescriptor | null;
  /** The label of the repeat, where the password is typed twice. */
  confirmationLabel?: MessageDescriptor;
  submitLabel: MessageDescriptor;
  /** The app's call setting the password with the link's token. */
  resetPassword: (reset: { token: string; password: string }) => Promise<unknown>;
  /** Where the app goes once the password is set; without it, the page says so, with a sign-in link. */
  onReset?: () => void;
  loginHref: string;
  /** Where a new link is asked for, when this one is incomplete, expired or used. */
  requestLinkHref: string;
}

/** Expired or used links: the API answers tokenInvalid or invalidToken. */
const expiredLinkKeys = new Set(['tokenInvalid', 'invalidToken']);

/** The page of the reset link: choose a new password. */
export function NewPasswordPage({
  token,
  title,
  passwordLabel,
  hint,
  confirmationLabel,
  submitLabel,
  resetPassword,
  onReset,
  loginHref,
  requestLinkHref,
}: NewPasswordPageProps) {
  const intl = useIntl();
  const [expiredKey, setExpiredKey] = useState<string>();
  const [done, setDone] = useState(false);
  useFocusAfterOutcome(done || expiredKey);
  const form = useForm({
    schema: newPasswordSchema({ confirm: confirmationLabel !== undefined }),
    initialValues: { password: '', confirmation: '' },
    onSubmit: async ({ password }) => {
      try {
        await resetPassword({ token: token ?? '', password });
      } catch (error) {
        if (isApiError(error) && expiredLinkKeys.has(error.key)) {
          setExpiredKey(error.key);
          return;
        }
        throw error;
      }
      toast.positive(positiveMessages.resetPassword);
      if (onReset) onReset();
      else setDone(true);
    },
    onServerError: (message) => toast.critical(message),
  });

  let content;
  if (done) {
    content = (
      <Alert tone="positive" title={intl.formatMessage(accountMessages.resetDone)} announce>
        <Link href={loginHref}>{intl.formatMessage(accountMessages.signInWithNewPassword)}</Link>
      </Alert>
    );
  } else if (!token || expiredKey) {
    content = (
      <Alert tone="critical" announce>
        <Stack space="small" align="left">
          <span>
            {intl.formatMessage(
              expiredKey ? errorMessage(expiredKey) : accountMessages.missingToken,
            )}
          </span>
          <Link href={requestLinkHref}>{intl.formatMessage(accountMessages.requestNew)}</Link>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <form {...form.formProps}>
        <Stack space="medium">
          <NewPasswordFields
            password={form.field('password')}
            label={passwordLabel}
            {...(hint !== undefined ? { hint } : {})}
            {...(confirmationLabel
              ? { confirmation: { field: form.field('confirmation'), label: confirmationLabel } }
              : {})}
          />
          <Button type="submit" fullWidth isPending={form.isSubmitting}>
            {intl.formatMessage(submitLabel)}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(title)}</PageHeading>
      {content}
    </Stack>
  );
}
