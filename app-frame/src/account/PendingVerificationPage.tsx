import type { MessageDescriptor } from 'react-intl';
import { EmailedCode, type EmailedCodeProps } from './EmailedCode';

export interface PendingVerificationPageProps extends Omit<EmailedCodeProps, 'heading'> {
  title: MessageDescriptor;
  /** How close the intro sits under the heading. */
  introSpacing: 'small' | 'large';
}

/** Where a signed-in user with an unverified e-mail is held until they type the e-mailed code. */
export function PendingVerificationPage({
  title,
  introSpacing,
  ...code
}: PendingVerificationPageProps) {
  return <EmailedCode heading={{ title, introSpacing }} {...code} />;
}
