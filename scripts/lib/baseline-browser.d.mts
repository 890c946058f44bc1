export declare const refreshCommand: string;
export declare function chromiumBuild(versionOutput: string): string;
export declare function baselineBrowserVerdict(options: {
  recorded: string | undefined;
  current: string;
  updating: boolean;
}): { action: 'keep' | 'record' } | { action: 'fail'; message: string };
export declare function checkBaselineBrowser(file: string, options: { updating: boolean }): void;
