import type { Reporter, TestCase, Vitest } from 'vitest/node';

export type PictureKind = 'reference' | 'actual' | 'diff';

/** One picture of a mismatch: its file (absolute, or relative to the root) or its content. */
export interface Picture {
  path?: string;
  body?: string | Uint8Array;
}

export interface VisualMismatch {
  /** The story's test name. */
  name: string;
  /** Its Storybook id, when it is a story. */
  id?: string;
  /** Its story file, relative to the workspace. */
  file: string;
  /** The comparison's first line ("12 pixels (…) differ"). */
  message?: string;
  pictures: Partial<Record<PictureKind, Picture>>;
}

export declare const pictureKinds: readonly ['reference', 'actual', 'diff'];

export declare function writeVisualReport(
  outDir: string,
  mismatches: VisualMismatch[],
  options?: { root?: string },
): string | undefined;

export declare class VisualReportReporter implements Reporter {
  constructor(options?: { outDir?: string });
  readonly outDir: string;
  onInit(vitest: Vitest): void;
  onTestCaseResult(testCase: TestCase): void;
  onTestRunEnd(): void;
}
