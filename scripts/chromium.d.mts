/** See chromium.mjs: the system's Chromium and its flags (decision 17). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
