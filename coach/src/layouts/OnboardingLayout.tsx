import { AppShell, Inline } from '@hci/design-system';
import { SessionQueries } from '@hci/api-schema';
import type { ReactNode } from 'react';
import { paths } from '../routes';
import { useServices } from '../services';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { FocusedPanel } from './FocusedPanel';
import { SignOutButton } from './SignOutButton';

/**
 * Signed in, not yet a working coach: e-mail verification and completing the profile. Only
 * sign-out is offered, so the user finishes the step (or leaves) rather than wandering off. It
 * holds the query cache of the profile step.
 */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  const { session } = useServices();
  return (
    <SessionQueries session={session}>
      <AppShell
        brand={<Brand home={paths.home} />}
        actions={
          <Inline space="small">
            <LanguageSwitcher />
            <SignOutButton />
          </Inline>
        }
      >
        <FocusedPanel>{children}</FocusedPanel>
      </AppShell>
    </SessionQueries>
  );
}
