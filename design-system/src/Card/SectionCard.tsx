import { useId, type ReactNode } from 'react';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Card } from './Card';

export interface SectionCardProps {
  /** The section's heading, which names it for screen readers too. */
  title: ReactNode;
  children: ReactNode;
}

/** A section of a page on a card, under a second-level heading: a form's group of fields, say. */
export function SectionCard({ title, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack space="medium">
        <Heading level={2} size={3} id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}
