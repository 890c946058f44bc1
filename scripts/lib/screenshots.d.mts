export declare const takeScreenshots: boolean;
