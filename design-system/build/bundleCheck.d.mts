export declare const packageDir: string;
export interface OneComponentBundle {
  js: string;
  css: string;
  jsGzip: number;
  cssGzip: number;
}
export declare function bundleOneComponent(component: string | null): Promise<OneComponentBundle>;
export declare function classNamesIn(cssFile: string): Set<string>;
