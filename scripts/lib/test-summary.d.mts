export interface Check {
  name: string;
  ok: boolean;
}
export interface TestResult {
  status: string;
  fullName?: string;
  failureMessages?: string[];
}
export interface FileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults: TestResult[];
}
export interface VitestReport {
  testResults: FileResult[];
}
export interface RunResult {
  name: string;
  report: VitestReport | null;
  erred?: boolean;
  flaky?: { name: string; errors: string[] }[];
}
export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
  problems: string[];
  failedTests: string[];
  flakyTests: string[];
}
export declare function indented(messages: string[]): string;
export declare function summarize(input: {
  checks: Check[];
  runs: RunResult[];
  root: string;
}): Summary;
export declare function summaryLine(
  summary: Pick<Summary, 'passed' | 'failed' | 'skipped'>,
): string;
