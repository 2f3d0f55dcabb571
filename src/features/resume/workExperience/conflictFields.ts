import type { TFunction } from 'i18next';

import type { ConflictFields } from '../cvConflict';
import type { CompanyValues, WorkExperienceValues } from './workExperienceForm';

type WorkExperienceT = TFunction<'workExperience'>;

/** The company's fields a conflict compares (docs/decisions/035-save-versions.md), as the dialogs label them. */
export const companyConflictFields = (t: WorkExperienceT): ConflictFields<CompanyValues> => ({
  companyName: { label: t('company.name', { ns: 'workExperience' }) },
  city: { label: t('company.city', { ns: 'workExperience' }) },
  country: { label: t('company.country', { ns: 'workExperience' }), list: 'countries' },
  industry: { label: t('company.industry', { ns: 'workExperience' }), list: 'industries' },
  industryDescription: { label: t('company.industryDescription', { ns: 'workExperience' }) },
  ownershipStructure: { label: t('company.ownershipStructure', { ns: 'workExperience' }), list: 'ownershipStructures' },
  companyEmployees: { label: t('company.employees', { ns: 'workExperience' }), list: 'companyEmployees' },
  companyTurnover: { label: t('company.turnover', { ns: 'workExperience' }), list: 'companyTurnover' },
  companySituation: { label: t('company.situation', { ns: 'workExperience' }), list: 'companySituations' },
  companyGroupName: { label: t('group.name', { ns: 'workExperience' }) },
  companyGroupCountry: { label: t('group.country', { ns: 'workExperience' }), list: 'countries' },
});

/** The position's and its company's fields a conflict compares; the lists of roles and missions are not. */
export const positionConflictFields = (t: WorkExperienceT): ConflictFields<WorkExperienceValues> => ({
  ...companyConflictFields(t),
  name: { label: t('position.jobTitle', { ns: 'workExperience' }) },
  contractType: { label: t('position.contractType', { ns: 'workExperience' }), list: 'contractTypes' },
  function: { label: t('position.function', { ns: 'workExperience' }), list: 'functions' },
  role: { label: t('position.role', { ns: 'workExperience' }), list: 'roles' },
  commitment: { label: t('position.commitment', { ns: 'workExperience' }), list: 'commitments' },
  placeOfOccupation: { label: t('position.placeOfOccupation', { ns: 'workExperience' }) },
  countryOfOccupation: { label: t('position.countryOfOccupation', { ns: 'workExperience' }), list: 'countries' },
  reportingTo: { label: t('position.reportingTo', { ns: 'workExperience' }) },
  dateFrom: { label: t('dates.from', { ns: 'workExperience' }), date: true },
  dateTo: { label: t('dates.to', { ns: 'workExperience' }), date: true },
  isActualEngagement: { label: t('dates.current', { ns: 'workExperience' }) },
  description: { label: t('position.description', { ns: 'workExperience' }), rich: true },
  revenueResponsability: {
    label: t('responsibilities.revenue', { ns: 'workExperience' }),
    list: 'revenueResponsibilities',
  },
  costBudgetResponsability: {
    label: t('responsibilities.budget', { ns: 'workExperience' }),
    list: 'budgetResponsibilities',
  },
  personnelResponsability: {
    label: t('responsibilities.personnel', { ns: 'workExperience' }),
    list: 'personnelResponsibilities',
  },
  noOfDirectReports: { label: t('responsibilities.directReports', { ns: 'workExperience' }), list: 'directReports' },
  coreCompetencies: { label: t('position.coreCompetencies', { ns: 'workExperience' }), list: 'coreCompetencies' },
});
