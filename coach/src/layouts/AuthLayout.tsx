import { AppShell } from '@hci/design-system';
import type { ReactNode } from 'react';
import { Brand } from './Brand';
import { FocusedPanel } from './FocusedPanel';
import { SiteFooter } from './SiteFooter';
import { paths } from '../paths';
import { LanguageSwitch } from '@hci/app-frame';

/** Sign-in and the other account forms: one focused panel, no distractions. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell
      brand={<Brand home={paths.home} />}
      actions={<LanguageSwitch />}
      footer={<SiteFooter />}
    >
      <FocusedPanel>{children}</FocusedPanel>
    </AppShell>
  );
}
