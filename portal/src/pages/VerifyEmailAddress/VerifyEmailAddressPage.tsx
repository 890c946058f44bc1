import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { isApiError } from '@hci/api-schema';
import {
  Alert,
  errorMessage,
  Heading,
  Link,
  LoadingRegion,
  Skeleton,
  Stack,
} from '@hci/design-system';
import { usePortalApi } from '../../app/api';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { verificationMessages as m } from '../PendingVerification/messages';

/** /verify-email-address/:code: the link of the verification e-mail verifies by itself. */
export function VerifyEmailAddressPage() {
  const intl = useIntl();
  const { queries } = usePortalApi();
  const { code = '' } = useParams<{ code: string }>();
  useDocumentTitle(intl.formatMessage(m.title));
  const verify = useMutation(queries.auth.verifyEmail());
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    // A code works once: never send it twice (React's development double effects included).
    if (sent.current) return;
    sent.current = true;
    mutate(code);
  }, [code, mutate]);

  let content;
  if (verify.isSuccess) {
    content = (
      <Alert tone="positive" title={intl.formatMessage(m.verified)} announce>
        <Link href="/home">{intl.formatMessage(m.continue)}</Link>
      </Alert>
    );
  } else if (verify.isError) {
    content = (
      <Alert tone="critical" announce>
        <Stack space="small" align="left">
          <span>
            {intl.formatMessage(
              errorMessage(isApiError(verify.error) ? verify.error.key : 'default'),
            )}
          </span>
          <Link href="/pending-email-address-verification">{intl.formatMessage(m.enterCode)}</Link>
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
      <Heading level={1}>{intl.formatMessage(m.title)}</Heading>
      {content}
    </Stack>
  );
}
