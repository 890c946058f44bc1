export declare const react19Versions: {
  react: string;
  'react-dom': string;
  '@types/react': string;
  '@types/react-dom': string;
};
export declare const react19Dir: string;
export declare const react19Modules: string;
export declare function ensureReact19(): string;
export declare function react19Aliases(): { find: RegExp; replacement: string }[];
