import { ANSWER, NEW_APPLICANT_QUESTION_KEYS } from '@/contract/registration';

/** The eight new-applicant questions, in order. */
export const QUESTION_KEYS = NEW_APPLICANT_QUESTION_KEYS;
export type QuestionKey = (typeof QUESTION_KEYS)[number];

/**
 * The screening thresholds the question texts quote. How the provider applies
 * them is not shown; the mock releases automatically when all eight are yes (docs/decisions/018-demo-data.md).
 */
export const SCREENING_THRESHOLDS = {
  consultingFirmEmployees: 10,
  managingDirectorTurnoverMillionEur: 30,
  cLevelTurnoverMillionEur: 100,
  ledEmployees: 300,
  transformationMonths: 12,
  projectBudgetMillionEur: 1,
  projectStaff: 20,
} as const;

/** The yes/no codes as the radio buttons hold them ('' while unanswered). */
export const ANSWER_VALUES = { yes: String(ANSWER.YES), no: String(ANSWER.NO) } as const;

/** Every question before the applicant answers it. */
export function unanswered(): Record<QuestionKey, string> {
  return Object.fromEntries(QUESTION_KEYS.map((key) => [key, ''])) as Record<QuestionKey, string>;
}
