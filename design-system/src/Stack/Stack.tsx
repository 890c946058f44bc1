import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { Sprinkles } from '../css/sprinkles.css';

const alignments = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  stretch: 'stretch',
} as const;

export interface StackProps {
  /** The gap between children, responsive (`{ mobile: 'small', tablet: 'large' }`). */
  space: Sprinkles['gap'];
  align?: keyof typeof alignments;
  as?: BoxProps['as'];
  children: ReactNode;
  id?: string;
  className?: string;
}

/** Children one under the other with an even gap. */
export function Stack({ space, align = 'stretch', as, children, id, className }: StackProps) {
  return (
    <Box
      as={as}
      id={id}
      className={className}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignments[align]}
    >
      {children}
    </Box>
  );
}
