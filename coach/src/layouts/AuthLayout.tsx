import { AppShell } from '@hci/design-system';
import type { ReactNode } from 'react';
import { paths } from '../routes';
import { Brand } from './Brand';
import { LanguageSwitcher } from './LanguageSwitcher';
import { FocusedPanel } from './FocusedPanel';
import { SiteFooter } from './SiteFooter';

/** Sign-in and the other account forms: one focused panel, no distractions. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell
      brand={<Brand home={paths.home} />}
      actions={<LanguageSwitcher />}
      footer={<SiteFooter />}
    >
      <FocusedPanel>{children}</FocusedPanel>
    </AppShell>
  );
}
