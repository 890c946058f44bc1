import type { ReactNode } from 'react';
import { AppShell, Container } from '@hci/design-system';
import { LanguageSwitch } from '@hci/app-frame';
import { Brand } from './Brand';

/** Signed-out pages (sign-in, password, get started), the verification hold and not-found. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell brand={<Brand />} actions={<LanguageSwitch />}>
      <Container width="narrow">{children}</Container>
    </AppShell>
  );
}
