import type { Page } from 'playwright-core';

export interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: string[];
}
export declare function axeViolations(
  page: Page,
  options?: { colourOnly?: boolean },
): Promise<AxeViolation[]>;
export declare const phoneWidth: number;
export declare function sidewaysScroll(
  page: Page,
  atPhoneWidth?: () => Promise<void>,
): Promise<{ page: number; tables: (string | null)[] }>;
