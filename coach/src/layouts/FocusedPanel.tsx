import { Card, Container } from '@hci/design-system';
import type { ReactNode } from 'react';

/** One narrow card in the middle of the page, for forms that need the user's whole attention. */
export function FocusedPanel({ children }: { children: ReactNode }) {
  return (
    <Container width="narrow">
      <Card>{children}</Card>
    </Container>
  );
}
