/** The types of scripts/serve.mjs's module side, for the browser tests that start a server of their own. */
export function startServer(options?: {
  dir?: string;
  port?: number;
  host?: string;
  api?: string | null;
  precompress?: boolean;
  compress?: boolean;
}): Promise<{ url: string; close: () => Promise<void>; dir: string; api: string | null }>;
