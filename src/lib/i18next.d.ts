import type agreement from '@/locales/en/agreement.json';
import type auth from '@/locales/en/auth.json';
import type common from '@/locales/en/common.json';
import type dashboard from '@/locales/en/dashboard.json';

// Translation keys are typed from the English files (conventions rule 5).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      agreement: typeof agreement;
      dashboard: typeof dashboard;
    };
  }
}
