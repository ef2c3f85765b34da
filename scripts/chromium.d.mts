export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_SWITCHES: string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: string[];
export declare const CHROMIUM_ARGS: string[];
