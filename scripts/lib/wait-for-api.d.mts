import type { ChildProcess } from 'node:child_process';
export declare function describeLine(line: string): string;
export declare function waitForApi(options: {
  url: string;
  api: ChildProcess;
  quietLimit?: number;
  remindEvery?: number;
  pollEvery?: number;
  say?: (text: string) => void;
  echo?: (line: string) => void;
}): Promise<void>;
