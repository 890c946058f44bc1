import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Card, Heading, Link, Stack, Text, Tiles } from '@hci/design-system';
import { paths } from '../../paths';
import { coachProfileMessages as m } from './coachProfileMessages';

function CornerCard({
  title,
  body,
  link,
  href,
}: {
  title: string;
  body: string;
  link: string;
  href: string;
}) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="small">
        <Heading level={2} id={headingId}>
          {title}
        </Heading>
        <Text>{body}</Text>
        <Link href={href}>{link}</Link>
      </Stack>
    </Card>
  );
}

/** The home page's coach-only cards: the public profile and the purchases. */
export function CoachCorner() {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(m.cornerLabel)}>
      <Tiles space="medium" columns={{ mobile: 1, tablet: 2 }}>
        <CornerCard
          title={intl.formatMessage(m.cardTitle)}
          body={intl.formatMessage(m.cardBody)}
          link={intl.formatMessage(m.cardLink)}
          href={paths.coachProfile}
        />
        <CornerCard
          title={intl.formatMessage(m.purchasesTitle)}
          body={intl.formatMessage(m.purchasesBody)}
          link={intl.formatMessage(m.purchasesLink)}
          href={paths.purchases}
        />
      </Tiles>
    </section>
  );
}
