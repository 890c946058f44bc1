import { errorMessageOf, PageHeading, useAuthActions } from '@hci/app-frame';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { useCallOnMount } from '@hci/api-schema';
import { Alert, Link, LoadingRegion, Skeleton, Stack } from '@hci/design-system';
import { verificationMessages as m } from './verificationMessages';
import { paths } from '../../paths';

/** /verify-email-address/:code: the link of the verification e-mail verifies by itself. */
export function VerifyEmailAddressPage() {
  const intl = useIntl();
  const auth = useAuthActions();
  const { code = '' } = useParams<{ code: string }>();
  const verify = useCallOnMount(() => auth.verifyEmail(code));

  let content;
  if (verify.status === 'success') {
    content = (
      <Alert tone="positive" title={intl.formatMessage(m.verified)} announce>
        <Link href={paths.home}>{intl.formatMessage(m.continue)}</Link>
      </Alert>
    );
  } else if (verify.status === 'error') {
    content = (
      <Alert tone="critical" announce>
        <Stack space="small" align="left">
          <span>{intl.formatMessage(errorMessageOf(verify.error))}</span>
          <Link href={paths.pendingEmailAddressVerification}>
            {intl.formatMessage(m.enterCode)}
          </Link>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <LoadingRegion label={intl.formatMessage(m.verifying)}>
        <Skeleton shape="text" width="60%" />
      </LoadingRegion>
    );
  }
  return (
    <Stack space="large">
      <PageHeading>{intl.formatMessage(m.title)}</PageHeading>
      {content}
    </Stack>
  );
}
