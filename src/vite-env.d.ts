/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Base of the provider's API, e.g. https://portal.example.com/api/v1. Unset: demo mode
   * (docs/decisions/002-demo-mode.md).
   */
  readonly VITE_API_BASE_URL?: string;
  /** 'true' in `npm start` and `npm run build:demo` (.env.demo). */
  readonly VITE_DEMO?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare const __APP_VERSION__: string;
