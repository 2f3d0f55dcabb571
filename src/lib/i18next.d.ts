import type account from '@/locales/en/account.json';
import type agreement from '@/locales/en/agreement.json';
import type auth from '@/locales/en/auth.json';
import type billing from '@/locales/en/billing.json';
import type common from '@/locales/en/common.json';
import type dashboard from '@/locales/en/dashboard.json';
import type documents from '@/locales/en/documents.json';
import type forms from '@/locales/en/forms.json';
import type management from '@/locales/en/management.json';
import type monthlyReport from '@/locales/en/monthlyReport.json';
import type notificationSettings from '@/locales/en/notificationSettings.json';
import type pdfExport from '@/locales/en/pdfExport.json';
import type placement from '@/locales/en/placement.json';
import type projects from '@/locales/en/projects.json';
import type registration from '@/locales/en/registration.json';
import type resume from '@/locales/en/resume.json';
import type resumeEdit from '@/locales/en/resumeEdit.json';
import type signup from '@/locales/en/signup.json';
import type workExperience from '@/locales/en/workExperience.json';

// Translation keys are typed from the English files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      forms: typeof forms;
      auth: typeof auth;
      agreement: typeof agreement;
      dashboard: typeof dashboard;
      registration: typeof registration;
      account: typeof account;
      documents: typeof documents;
      notificationSettings: typeof notificationSettings;
      signup: typeof signup;
      resume: typeof resume;
      resumeEdit: typeof resumeEdit;
      workExperience: typeof workExperience;
      pdfExport: typeof pdfExport;
      management: typeof management;
      placement: typeof placement;
      monthlyReport: typeof monthlyReport;
      billing: typeof billing;
      projects: typeof projects;
    };
  }
}
