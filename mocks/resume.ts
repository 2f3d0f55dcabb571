import type { PersonalDetails } from '../src/contract/account';
import type { Education, LocalizedText, Resume, WorkExperience } from '../src/contract/resume';
import type { DbManager } from './model';

/**
 * The CV as the API answers it (`Resume`), shared by the CV handlers and `GET /manager`
 * (which reports the same completionPercent and lastModified).
 */

const filled = (value: LocalizedText): boolean => value.de.trim() !== '' || value.en.trim() !== '';

/**
 * (designed) How complete a CV is: ten sections of 10 % each, a section counts when it holds
 * something. So the number moves in 10 % steps and a manager can see which part is missing:
 *  1. personal details: salutation, first and last name, full address, an e-mail, mobile phone
 *  2. photo
 *  3. availability: available from, operational readiness and mobility
 *  4. executive summary (either language)
 *  5. competence profile: any of its three texts
 *  6. work experience: at least one position
 *  7. education: at least one entry
 *  8. languages: at least one
 *  9. IT skills: at least one
 * 10. other activities (either language)
 */
export function completionPercent(manager: DbManager): number {
  const { personalDetails: details, cv } = manager;
  const address = details.primaryAddress;
  const sections = [
    Boolean(
      details.salutation &&
        details.firstName &&
        details.lastName &&
        address.street &&
        address.postalCode &&
        address.city &&
        address.country &&
        details.emails.length > 0 &&
        details.phones.mobilePhone1,
    ),
    details.photo !== '',
    cv.availability.availableFrom !== '' && cv.availability.operationalReadiness.length > 0 && cv.availability.mobility !== '',
    filled(cv.executiveSummary),
    filled(cv.competenceProfile.industryFocuses) ||
      filled(cv.competenceProfile.specialistFocuses) ||
      filled(cv.competenceProfile.managementMethods),
    cv.workExperience.length > 0,
    cv.education.length > 0,
    cv.languageProficiencies.length > 0,
    cv.itSkills.itSkills.length > 0,
    filled(cv.otherActivities),
  ];
  return (100 * sections.filter(Boolean).length) / sections.length;
}

/** Every CV save: the CV's date of change and the PDF revision move on. */
export function cvSaved(manager: DbManager): void {
  manager.lastModified = new Date(Date.now()).toISOString();
  manager.cv.revision += 1;
}

/** Latest first: a current position before any ended one, then by end and start date. */
function byRecency(a: { isActualEngagement?: boolean; dateFrom: string; dateTo: string }, b: typeof a): number {
  const endOf = (entry: typeof a) => (entry.isActualEngagement ? '9999-12-31' : entry.dateTo);
  return endOf(b).localeCompare(endOf(a)) || b.dateFrom.localeCompare(a.dateFrom);
}

/**
 * What anyone but the manager sees of the personal details in the public CV views
 * (designed): the CV facts and the public profile links, no contact data, no birth date, and
 * `readonly` set so no edit link shows.
 */
function publicPersonalDetails(details: PersonalDetails): PersonalDetails {
  return {
    ...details,
    birthDate: '',
    primaryAddress: { street: '', postalCode: '', city: details.primaryAddress.city, country: details.primaryAddress.country },
    emails: [],
    phones: {},
    skypeId: '',
    readonly: true,
  };
}

/**
 * The whole `Resume` of a manager (every CV save answers with it). `owner` false gives the
 * public view: the same CV without the manager's contact data (see publicPersonalDetails).
 */
export function toResume(manager: DbManager, { owner }: { owner: boolean }): Resume {
  const { revision: _revision, ...cv } = structuredClone(manager.cv);
  const personalDetails = structuredClone(manager.personalDetails);
  return {
    ...cv,
    education: [...cv.education].sort((a: Education, b: Education) => byRecency(a, b)),
    workExperience: [...cv.workExperience].sort((a: WorkExperience, b: WorkExperience) => byRecency(a, b)),
    personalDetails: owner ? personalDetails : publicPersonalDetails(personalDetails),
    notificationSettings: { ...manager.notificationSettings },
    lastModified: manager.lastModified,
    completionPercent: completionPercent(manager),
  };
}
