export declare const wcagTags: string[];
export declare const colourRules: string[];
