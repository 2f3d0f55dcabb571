/** See runScript.mjs: runs `main` and leaves with the exit code it returns. */
export declare function runScript(main: () => Promise<number>): void;
