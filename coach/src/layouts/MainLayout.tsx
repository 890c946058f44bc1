import { AppNavigation, AppShell, Container } from '@hci/design-system';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Brand } from './Brand';
import { layoutMessages } from './messages';
import { SiteFooter } from './SiteFooter';
import { navigationItems } from './navigation';
import { paths, signedInHome } from '../paths';
import { LanguageSwitch, useApiSession } from '@hci/app-frame';

const visitorLinks = [
  { href: paths.faq, label: layoutMessages.faq },
  { href: paths.login, label: layoutMessages.signIn },
  { href: paths.signUp, label: layoutMessages.signUp },
];

const signedInLinks = [
  { href: paths.faq, label: layoutMessages.faq },
  { href: signedInHome, label: layoutMessages.profile },
];

/** Public pages for visitors: the home page, FAQ, policies and the not-found page. */
export function MainLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [location] = useLocation();
  const { isAuthenticated } = useApiSession();
  return (
    <AppShell
      brand={<Brand home={paths.home} />}
      actions={<LanguageSwitch />}
      navigation={
        <AppNavigation
          label={intl.formatMessage(layoutMessages.mainNavigation)}
          items={navigationItems(intl, location, isAuthenticated ? signedInLinks : visitorLinks)}
        />
      }
      footer={<SiteFooter />}
    >
      <Container>{children}</Container>
    </AppShell>
  );
}
