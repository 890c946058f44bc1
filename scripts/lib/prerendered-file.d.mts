export declare const prerenderedFile: string;
export declare const prerenderedLocales: string[];
