/** See chromium.mjs: the system's Chromium and its flags (docs/decisions/022-system-chromium.md). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
