import { Button, Inline, Stack, Text, toast } from '@hci/design-system';
import { PageHeading } from '../frame/PageHeading';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessageOf } from '../errors';
import { accountMessages } from './messages';
import { VerificationCodeForm } from './VerificationCodeForm';

export interface EmailedCodeProps {
  /** The page's heading above the intro, and how close the intro sits under it. */
  heading?: { title: MessageDescriptor; introSpacing: 'small' | 'large' };
  /** Says where the code went: `{email}`. */
  intro: MessageDescriptor;
  /** The address the code was sent to. */
  email: string;
  submitLabel: MessageDescriptor;
  /** The app's verification call and what follows it. */
  verify: (code: string) => Promise<unknown>;
  /** The app's call asking for a new code. */
  resend: () => Promise<unknown>;
  /** The toast once a new code is on its way. */
  resent: { message: MessageDescriptor; tone: 'positive' | 'info' };
  /** A way out for someone signed in with the wrong account: "Not your …? Sign out". */
  signOut?: { question: MessageDescriptor; label: MessageDescriptor; onPress: () => void };
}

/**
 * The e-mailed code, wherever one is asked for: the address it went to, the field, and a way to
 * get a new one when the mail does not come.
 */
export function EmailedCode({
  heading,
  intro,
  email,
  submitLabel,
  verify,
  resend,
  resent,
  signOut,
}: EmailedCodeProps) {
  const intl = useIntl();
  const [resending, setResending] = useState(false);
  const askForNewCode = () => {
    setResending(true);
    resend()
      .then(
        () => toast[resent.tone](resent.message),
        // Asked too often, the API says so (429): waiting, not retrying, is what helps.
        (error: unknown) => toast.critical(errorMessageOf(error)),
      )
      .finally(() => setResending(false));
  };
  const title = heading && <PageHeading>{intl.formatMessage(heading.title)}</PageHeading>;
  const introLine = <Text>{intl.formatMessage(intro, { email })}</Text>;
  const resendButton = (
    <Button variant="secondary" isPending={resending} onPress={askForNewCode}>
      {intl.formatMessage(accountMessages.resend)}
    </Button>
  );
  return (
    <Stack space="large">
      {heading?.introSpacing === 'small' ? (
        <Stack space="small">
          {title}
          {introLine}
        </Stack>
      ) : (
        <>
          {title}
          {introLine}
        </>
      )}
      <VerificationCodeForm verify={verify} submitLabel={submitLabel} />
      {signOut ? (
        <Inline space="small" alignY="center">
          {resendButton}
          <Text as="span">{intl.formatMessage(signOut.question)}</Text>
          <Button variant="tertiary" onPress={signOut.onPress}>
            {intl.formatMessage(signOut.label)}
          </Button>
        </Inline>
      ) : (
        resendButton
      )}
    </Stack>
  );
}
