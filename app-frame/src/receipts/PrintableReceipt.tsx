import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge, Button, Card, Heading, Inline, Stack, Text } from '@hci/design-system';
import { receiptMessages as m } from './messages';
import * as styles from './PrintableReceipt.css';

/** What shows on the screen only: printed, the page is the receipt alone. */
export function ScreenOnly({ children }: { children: ReactNode }) {
  return <div className={styles.screenOnly}>{children}</div>;
}

/** Prints the page, or saves it as a PDF, from the browser's print dialog. */
export function PrintButton() {
  const intl = useIntl();
  return (
    <ScreenOnly>
      <Button variant="secondary" onPress={() => window.print()}>
        {intl.formatMessage(m.print)}
      </Button>
    </ScreenOnly>
  );
}

export interface PrintableReceiptProps {
  /** The id of its heading, which names the article. */
  headingId: string;
  /** Its title with its number: "Receipt 2026-000203", "Invoice 2026-000012". */
  heading: string;
  /** What it states: the facts, the lines. */
  children: ReactNode;
}

/**
 * A paid receipt or invoice as the institute issues it, a student's or a coach's alike: the
 * letterhead, its number, the Paid badge, and what it states, printed whole on one sheet.
 */
export function PrintableReceipt({ headingId, heading, children }: PrintableReceiptProps) {
  const intl = useIntl();
  return (
    <Card as="article" aria-labelledby={headingId}>
      <div className={styles.receipt}>
        <Stack space="large">
          <Inline space="small" align="spread" alignY="top">
            <Stack space="xsmall">
              <p className={styles.issuer}>{intl.formatMessage(m.issuer)}</p>
              <Text size="small" tone="secondary">
                {intl.formatMessage(m.issuerAddress)}
              </Text>
              <Heading level={2} size={3} id={headingId}>
                {heading}
              </Heading>
            </Stack>
            <Badge tone="positive">{intl.formatMessage(m.paid)}</Badge>
          </Inline>
          {children}
        </Stack>
      </div>
    </Card>
  );
}
