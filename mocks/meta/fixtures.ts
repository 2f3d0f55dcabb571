import { MAX_UPLOAD_BYTES } from '../../src/contract/documents';
import type { FieldsMeta } from '../../src/contract/meta';
import { LOCK_DURATION_MS, MAX_LOGIN_ATTEMPTS } from '../../src/contract/session';
import { heading, paragraph, type TextDocument } from '../shared/textDocument';

/** `GET /manager/fields-meta`: the server's column limits, which the mock also enforces. */
export const FIELDS_META = {
  manager: {
    firstName: { maxLength: 64 },
    lastName: { maxLength: 64 },
    street: { maxLength: 128 },
    city: { maxLength: 64 },
    postalCode: { maxLength: 16 },
    state: { maxLength: 64 },
    email: { maxLength: 255 },
    phone: { maxLength: 32 },
    socialNetwork: { maxLength: 255 },
    skypeId: { maxLength: 64 },
    ownCompany: { maxLength: 128 },
    website: { maxLength: 255 },
    profileVideo: { maxLength: 255 },
    remarks: { maxLength: 2000 },
  },
  // ---- the CV: entity and field names are the contract's, so a form looks up
  // `selectMaxLength(state, entity, field)` by the name it sends. A LocalizedText field's limit
  // holds for each language; a rich text's limit is the length of its stored HTML.
  education: {
    fieldOfStudy: { maxLength: 255 },
    institution: { maxLength: 255 },
    details: { maxLength: 2000 },
  },
  workExperience: {
    name: { maxLength: 255 },
    description: { maxLength: 4000 },
    reportingTo: { maxLength: 128 },
    placeOfOccupation: { maxLength: 128 },
    industryDescription: { maxLength: 128 },
  },
  company: {
    companyName: { maxLength: 128 },
    city: { maxLength: 64 },
  },
  companyGroup: {
    companyGroupName: { maxLength: 128 },
  },
  sameCompanyRoles: {
    name: { maxLength: 255 },
  },
  relatedCompanyRoles: {
    name: { maxLength: 255 },
    companyName: { maxLength: 128 },
  },
  /** A number of months: at most three digits. */
  missionsAbroad: {
    monthsSpent: { maxLength: 3 },
  },
  reference: {
    name: { maxLength: 128 },
    position: { maxLength: 128 },
    contactDetails: { maxLength: 255 },
    comment: { maxLength: 1000 },
  },
  resume: {
    executiveSummary: { maxLength: 4000 },
    industryFocuses: { maxLength: 4000 },
    specialistFocuses: { maxLength: 4000 },
    managementMethods: { maxLength: 4000 },
    itSkillRemarks: { maxLength: 1000 },
    otherActivities: { maxLength: 2000 },
  },
  availability: {
    availableFromRemarks: { maxLength: 500 },
    mobilityRemarks: { maxLength: 500 },
  },
  /** The monthly report's seven sections (MONTHLY_REPORT_META_ENTITY), visible characters. */
  monthlyReport: {
    situation: { maxLength: 4000 },
    processedTasksAndActions: { maxLength: 4000 },
    goalAchievementsResults: { maxLength: 4000 },
    criticalInhibitoryFactors: { maxLength: 4000 },
    relationshipWithClient: { maxLength: 4000 },
    supportNeccesary: { maxLength: 2000 },
    otherRemarks: { maxLength: 2000 },
  },
} as const satisfies FieldsMeta;

// ---------------------------------------------------------------- FAQ

/** `GET /manager/faq/file`: one PDF with the questions in German, then in English. */

const uploadMegabytes = MAX_UPLOAD_BYTES / (1024 * 1024);
const lockMinutes = LOCK_DURATION_MS / 60_000;

export const FAQ_DOCUMENT: TextDocument = {
  title: 'FAQ – Häufige Fragen / Frequently asked questions',
  blocks: [
    heading('Deutsch'),
    heading('Wie halte ich meinen Lebenslauf aktuell?'),
    paragraph(
      'Öffnen Sie „Lebenslauf“ im Menü. Jeder Abschnitt hat ein Bearbeiten-Symbol; Ihre Änderungen sind nach dem Speichern sofort für unser Team sichtbar. Pflegen Sie Ihren Lebenslauf auf Deutsch und Englisch, damit wir Sie auch für internationale Mandate vorschlagen können.',
    ),
    heading('Warum kann ich mich nicht mehr anmelden?'),
    paragraph(
      `Nach ${MAX_LOGIN_ATTEMPTS} falschen Passworteingaben wird Ihr Konto aus Sicherheitsgründen für ${lockMinutes} Minuten gesperrt. Danach können Sie sich wieder anmelden oder über „Passwort vergessen?“ ein neues Passwort festlegen.`,
    ),
    heading('Welche Dateien kann ich hochladen?'),
    paragraph(`PDF-Dateien mit höchstens ${uploadMegabytes} MB je Datei, eine Datei pro Zeile.`),
    heading('Wie lösche ich ein hochgeladenes Dokument?'),
    paragraph(
      'Dokumente können Sie nicht selbst löschen. Schreiben Sie bitte an unseren Support und nennen Sie die genauen Dateinamen.',
    ),
    heading('Wie beantrage ich die Löschung meines Profils?'),
    paragraph(
      'Unter „Mein Profil“ finden Sie „Profil löschen“. Gelöschte Daten können nicht wiederhergestellt werden; gesetzliche Aufbewahrungspflichten bleiben unberührt.',
    ),
    heading('English'),
    heading('How do I keep my CV up to date?'),
    paragraph(
      'Open “Resume” in the menu. Every section has an edit icon; your changes are visible to our team as soon as you save. Keep your CV in German and English so that we can also propose you for international assignments.',
    ),
    heading('Why can I no longer sign in?'),
    paragraph(
      `After ${MAX_LOGIN_ATTEMPTS} wrong passwords your account is locked for ${lockMinutes} minutes for security reasons. Afterwards you can sign in again or set a new password with “Forgot password?”.`,
    ),
    heading('Which files can I upload?'),
    paragraph(`PDF files of at most ${uploadMegabytes} MB each, one file per row.`),
    heading('How do I delete an uploaded document?'),
    paragraph('You cannot delete documents yourself. Please write to our support team and name the exact file names.'),
    heading('How do I request the deletion of my profile?'),
    paragraph(
      'Under “My profile” you will find “Delete profile”. Deleted data cannot be restored; statutory retention obligations remain unaffected.',
    ),
  ],
};
