import { Button, Inline, Stack, Text, toast } from '@hci/design-system';
import { PageHeading } from '../frame/PageHeading';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessageOf } from '../errors';
import { accountMessages } from './messages';
import { VerificationCodeForm } from './VerificationCodeForm';

export interface PendingVerificationPageProps {
  title: MessageDescriptor;
  /** Says where the code went: `{email}`. */
  intro: MessageDescriptor;
  /** The address the code was sent to. */
  email: string;
  /** How close the intro sits under the heading. */
  introSpacing: 'small' | 'large';
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

/** Where a signed-in user with an unverified e-mail is held until they type the e-mailed code. */
export function PendingVerificationPage({
  title,
  intro,
  email,
  introSpacing,
  submitLabel,
  verify,
  resend,
  resent,
  signOut,
}: PendingVerificationPageProps) {
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
  const heading = <PageHeading>{intl.formatMessage(title)}</PageHeading>;
  const introLine = <Text>{intl.formatMessage(intro, { email })}</Text>;
  const resendButton = (
    <Button variant="secondary" isPending={resending} onPress={askForNewCode}>
      {intl.formatMessage(accountMessages.resend)}
    </Button>
  );
  return (
    <Stack space="large">
      {introSpacing === 'small' ? (
        <Stack space="small">
          {heading}
          {introLine}
        </Stack>
      ) : (
        <>
          {heading}
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
