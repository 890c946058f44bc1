import { AppShell, Inline } from '@hci/design-system';
import type { ReactNode } from 'react';
import { Brand } from './Brand';
import { FocusedPanel } from './FocusedPanel';
import { SignOutButton } from './SignOutButton';
import { paths } from '../paths';
import { LanguageSwitch, SessionQueries } from '@hci/app-frame';

/**
 * Signed in, not yet a working coach: e-mail verification and completing the profile. Only
 * sign-out is offered, so the user finishes the step (or leaves) rather than wandering off. It
 * holds the query cache of the profile step.
 */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <SessionQueries>
      <AppShell
        brand={<Brand home={paths.home} />}
        actions={
          <Inline space="small">
            <LanguageSwitch />
            <SignOutButton />
          </Inline>
        }
      >
        <FocusedPanel>{children}</FocusedPanel>
      </AppShell>
    </SessionQueries>
  );
}
