import { Inline, Link, Text } from '@hci/design-system';
import { useIntl } from 'react-intl';
import { layoutMessages } from './messages';
import { paths } from '../paths';

const policyLinks = [
  { href: paths.faq, label: layoutMessages.faq },
  { href: paths.privacyPolicy, label: layoutMessages.privacyPolicy },
  { href: paths.termsOfService, label: layoutMessages.termsOfService },
  { href: paths.schedulingPolicy, label: layoutMessages.schedulingPolicy },
];

export function SiteFooter() {
  const intl = useIntl();
  return (
    <Inline space="large" align="spread">
      <nav aria-label={intl.formatMessage(layoutMessages.footerNavigation)}>
        <Inline space="medium">
          {policyLinks.map((link) => (
            <Link key={link.href} href={link.href}>
              {intl.formatMessage(link.label)}
            </Link>
          ))}
        </Inline>
      </nav>
      <Text size="small" tone="secondary">
        {intl.formatMessage(layoutMessages.copyright, { year: new Date().getFullYear() })}
      </Text>
    </Inline>
  );
}
