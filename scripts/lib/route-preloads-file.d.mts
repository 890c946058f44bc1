export declare const routePreloadsFile: string;
