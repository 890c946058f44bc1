export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function assertChromium(): string;
export declare function chromiumLaunchOptions(): {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
};
