import { errorMessageOf, PageHeading, useApi, useAuthActions } from '@hci/app-frame';
import { Alert, Link, LoadingRegion, Stack } from '@hci/design-system';
import { useCallOnMount } from '@hci/api-schema';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { paths } from '../../paths';

const messages = defineMessages({
  title: { id: 'coach.verifyEmail.title', defaultMessage: 'Email verification' },
  checking: { id: 'coach.verifyEmail.checking', defaultMessage: 'Checking your code' },
  done: {
    id: 'coach.verifyEmail.done',
    defaultMessage: 'Your email address is confirmed. Next, complete your coach profile.',
  },
  next: { id: 'coach.verifyEmail.next', defaultMessage: 'Complete my profile' },
  tryAgain: { id: 'coach.verifyEmail.tryAgain', defaultMessage: 'Type the code instead' },
});

/** The link from the verification e-mail: verifies the code in the address once. */
export function VerifyEmailAddressPage() {
  const intl = useIntl();
  const { analytics } = useApi();
  const auth = useAuthActions();
  const { verificationCode: code = '' } = useParams();
  const verify = useCallOnMount(async () => {
    await auth.verifyEmail(code);
    analytics.track('emailVerified', { properties: { method: 'link' } });
  });

  return (
    <Stack space="large" align="left">
      <PageHeading>{intl.formatMessage(messages.title)}</PageHeading>
      {verify.status === 'success' ? (
        <>
          <Alert tone="positive">{intl.formatMessage(messages.done)}</Alert>
          <Link href={paths.completeProfileInformation} appearance="primary">
            {intl.formatMessage(messages.next)}
          </Link>
        </>
      ) : verify.status === 'error' ? (
        <>
          <Alert tone="critical">{intl.formatMessage(errorMessageOf(verify.error))}</Alert>
          <Link href={paths.pendingEmailAddressVerification}>
            {intl.formatMessage(messages.tryAgain)}
          </Link>
        </>
      ) : (
        <LoadingRegion label={intl.formatMessage(messages.checking)}>
          <span />
        </LoadingRegion>
      )}
    </Stack>
  );
}
