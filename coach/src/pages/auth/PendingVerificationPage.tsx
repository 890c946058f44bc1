import {
  PendingVerificationPage as FramePendingVerificationPage,
  useApi,
  useAuthActions,
} from '@hci/app-frame';
import { toast, untypedMessages } from '@hci/design-system';
import { useSession } from '@hci/api-schema';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../../paths';

const messages = untypedMessages(
  defineMessages({
    title: { id: 'coach.pending.title', defaultMessage: 'Confirm your email address' },
    sentTo: {
      id: 'coach.pending.sentTo',
      defaultMessage:
        'We sent a verification code to {email}. Type it below, or open the link in the email.',
    },
    submit: { id: 'coach.pending.submit', defaultMessage: 'Verify my email' },
    resent: { id: 'coach.pending.resent', defaultMessage: 'A new code is on its way.' },
    verified: { id: 'coach.pending.verified', defaultMessage: 'Your email address is confirmed.' },
  }),
);

/** Where a signed-in user with an unverified e-mail is held until they verify it. */
export function PendingVerificationPage() {
  const intl = useIntl();
  const { analytics, session } = useApi();
  const auth = useAuthActions();
  const { email, isVerifiedEmail } = useSession(session);
  const [, navigate] = useLocation();
  // Set while this page verifies the code, so the session turning verified does not redirect
  // before the page moves on to the profile itself.
  const [verifying, setVerifying] = useState(false);

  if (isVerifiedEmail && !verifying) return <Redirect to={paths.coachHome} replace />;

  return (
    <FramePendingVerificationPage
      title={messages.title}
      intro={messages.sentTo}
      email={email}
      introSpacing="small"
      submitLabel={messages.submit}
      verify={async (code) => {
        setVerifying(true);
        try {
          await auth.verifyEmail(code);
        } catch (error) {
          setVerifying(false);
          throw error;
        }
        analytics.track('emailVerified');
        toast.positive(intl.formatMessage(messages.verified));
        navigate(paths.completeProfileInformation, { replace: true });
      }}
      resend={auth.resendVerification}
      resent={{ message: messages.resent, tone: 'info' }}
    />
  );
}
