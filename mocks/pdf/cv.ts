import { format, parseISO } from 'date-fns';
import { de as deLocale, enIN } from 'date-fns/locale';

import type { Lang } from '../../src/contract/common';
import {
  INDUSTRY_OTHER,
  type CvType,
  type LocalizedText,
  type Resume,
  type ResumeSample,
  type WorkExperience,
} from '../../src/contract/resume';
import { labelFor } from '../meta/labels';
import { heading, list, paragraph, type TextDocument } from '../shared/textDocument';
import type { PdfBlock, PdfDocument, PdfLook } from './draw';

/**
 * The content of the CV export (`GET /manager/pdf/file/{language}/{cvType}/{design}/{colour}/{id}`)
 * and of the example and instruction files. Texts and labels are the chosen language's; a text
 * missing in it falls back to the other language (texts fall back).
 *
 * CV types (designed): `short` has no descriptions and no sub-lists; `long` has everything;
 * `plant-manager` is the long CV with the work experience first; `it-management` the long CV
 * with the IT skills first.
 */

const WORDS = {
  de: {
    cv: 'Lebenslauf',
    types: {
      short: 'Kurzfassung',
      long: 'Ausführliche Fassung',
      'plant-manager': 'Profil Werksleitung',
      'it-management': 'Profil IT-Management',
    },
    summary: 'Kurzprofil',
    competence: 'Kompetenzprofil',
    industryFocuses: 'Branchenschwerpunkte',
    specialistFocuses: 'Fachliche Schwerpunkte',
    managementMethods: 'Managementmethoden',
    experience: 'Berufserfahrung',
    education: 'Ausbildung',
    languages: 'Sprachen',
    itSkills: 'IT-Kenntnisse',
    otherActivities: 'Sonstige Aktivitäten',
    availability: 'Verfügbarkeit',
    availableFrom: 'Verfügbar ab',
    mobility: 'Mobilität',
    readiness: 'Einsatzbereitschaft',
    today: 'heute',
    group: 'Teil der Unternehmensgruppe',
    coreCompetencies: 'Kernkompetenzen',
    sameCompanyRoles: 'Weitere Rollen im Unternehmen',
    relatedCompanyRoles: 'Rollen in Schwestergesellschaften',
    missionsAbroad: 'Auslandseinsätze',
    months: (count: number) => (count === 1 ? '1 Monat' : `${count} Monate`),
    reference: 'Referenz',
    reportingTo: 'Berichtet an',
    empty: 'Noch keine Angaben.',
  },
  en: {
    cv: 'Curriculum vitae',
    types: {
      short: 'Short version',
      long: 'Full version',
      'plant-manager': 'Plant manager profile',
      'it-management': 'IT management profile',
    },
    summary: 'Executive summary',
    competence: 'Competence profile',
    industryFocuses: 'Industry focuses',
    specialistFocuses: 'Specialist focuses',
    managementMethods: 'Management methods',
    experience: 'Work experience',
    education: 'Education',
    languages: 'Languages',
    itSkills: 'IT skills',
    otherActivities: 'Other activities',
    availability: 'Availability',
    availableFrom: 'Available from',
    mobility: 'Mobility',
    readiness: 'Operational readiness',
    today: 'today',
    group: 'Part of the group',
    coreCompetencies: 'Core competencies',
    sameCompanyRoles: 'Further roles in the company',
    relatedCompanyRoles: 'Roles in sister companies',
    missionsAbroad: 'Assignments abroad',
    months: (count: number) => (count === 1 ? '1 month' : `${count} months`),
    reference: 'Reference',
    reportingTo: 'Reporting to',
    empty: 'Nothing entered yet.',
  },
} as const;

// ---------------------------------------------------------------- HTML to blocks

function decodeEntities(value: string): string {
  return value
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');
}

const plainOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** Stored rich text (p, ul, li, br) as paragraphs and bullet lists; a `<br>` starts a new paragraph. */
export function htmlBlocks(html: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const paragraphs = (chunk: string) =>
    chunk
      .split(/<br>|<\/p>/i)
      .map(plainOf)
      .filter(Boolean)
      .forEach((line) => blocks.push(paragraph(line)));
  let rest = html;
  for (let match = /<ul>([\s\S]*?)<\/ul>/i.exec(rest); match; match = /<ul>([\s\S]*?)<\/ul>/i.exec(rest)) {
    paragraphs(rest.slice(0, match.index));
    const items = [...(match[1] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/gi)]
      .map((item) => plainOf(item[1] ?? ''))
      .filter(Boolean);
    if (items.length > 0) blocks.push(list(...items));
    rest = rest.slice(match.index + match[0].length);
  }
  paragraphs(rest);
  return blocks;
}

// ---------------------------------------------------------------- the CV

export interface CvOptions {
  lang: Lang;
  cvType: CvType;
  look: PdfLook;
}

type Section =
  'summary' | 'competence' | 'experience' | 'education' | 'languages' | 'itSkills' | 'otherActivities' | 'availability';

const SECTION_ORDER: Record<CvType, Section[]> = {
  short: ['summary', 'competence', 'experience', 'education', 'languages', 'itSkills'],
  long: [
    'summary',
    'competence',
    'experience',
    'education',
    'languages',
    'itSkills',
    'otherActivities',
    'availability',
  ],
  'plant-manager': [
    'experience',
    'competence',
    'summary',
    'education',
    'languages',
    'itSkills',
    'otherActivities',
    'availability',
  ],
  'it-management': [
    'itSkills',
    'summary',
    'experience',
    'competence',
    'education',
    'languages',
    'otherActivities',
    'availability',
  ],
};

/** The manager's name as the CV's title: academic title, first and last name. */
export function cvTitle(resume: Resume, lang: Lang): string {
  const details = resume.personalDetails;
  return [labelFor('titles', details.title, lang), details.firstName, details.lastName].filter(Boolean).join(' ');
}

export function buildCvDocument(resume: Resume, { lang, cvType, look }: CvOptions): PdfDocument {
  const words = WORDS[lang];
  const other: Lang = lang === 'de' ? 'en' : 'de';
  const pick = (value: LocalizedText) => value[lang] || value[other];
  const label = (listName: string, code: string) => labelFor(listName, code, lang);
  const locale = lang === 'de' ? deLocale : enIN;
  const month = (iso: string) => (iso ? format(parseISO(iso), 'MMM yyyy', { locale }) : '');
  // The app's 'd MMM yyyy', with the German day's dot (docs/decisions/019-locale-formats.md).
  const dayPattern = lang === 'de' ? 'd. MMM yyyy' : 'd MMM yyyy';
  const day = (iso: string) => (iso ? format(parseISO(iso), dayPattern, { locale }) : '');
  const period = (entry: { dateFrom: string; dateTo: string; isActualEngagement?: boolean }) =>
    `${month(entry.dateFrom)} – ${entry.isActualEngagement ? words.today : month(entry.dateTo)}`;
  const full = cvType !== 'short';
  // Distinct parts only: a board seat's role and contract type may carry the same label.
  const joined = (...parts: string[]) => [...new Set(parts.filter(Boolean))].join(' · ');

  const richSection = (title: string, value: LocalizedText): PdfBlock[] => {
    const blocks = htmlBlocks(pick(value));
    return blocks.length > 0 ? [heading(title), ...blocks] : [];
  };

  const position = (entry: WorkExperience): PdfBlock[] => {
    const blocks: PdfBlock[] = [{ type: 'strong', text: `${period(entry)}: ${pick(entry.name)}` }];
    if (!full) return blocks;
    blocks.push({
      type: 'meta',
      text: joined(
        label('functions', entry.function),
        label('roles', entry.role),
        label('contractTypes', entry.contractType),
        entry.reportingTo && `${words.reportingTo}: ${entry.reportingTo}`,
      ),
    });
    blocks.push(...htmlBlocks(pick(entry.description)));
    const competencies = entry.coreCompetencies.map((code) => label('coreCompetencies', code)).filter(Boolean);
    if (competencies.length > 0)
      blocks.push({ type: 'meta', text: `${words.coreCompetencies}: ${competencies.join(', ')}` });
    if (entry.sameCompanyRoles.length > 0) {
      blocks.push({ type: 'meta', text: words.sameCompanyRoles });
      blocks.push(list(...entry.sameCompanyRoles.map((role) => `${period(role)}: ${pick(role.name)}`)));
    }
    if (entry.relatedCompanyRoles.length > 0) {
      blocks.push({ type: 'meta', text: words.relatedCompanyRoles });
      blocks.push(
        list(...entry.relatedCompanyRoles.map((role) => `${period(role)}: ${pick(role.name)}, ${role.companyName}`)),
      );
    }
    if (entry.missionsAbroad.length > 0) {
      blocks.push({ type: 'meta', text: words.missionsAbroad });
      blocks.push(
        list(
          ...entry.missionsAbroad.map((mission) =>
            joined(
              label('countries', mission.country),
              words.months(mission.monthsSpent),
              label('assignmentTypes', mission.assignmentType),
            ),
          ),
        ),
      );
    }
    if (entry.reference) {
      blocks.push({
        type: 'meta',
        text: `${words.reference}: ${joined(entry.reference.name, entry.reference.position, entry.reference.contactDetails)}`,
      });
    }
    return blocks;
  };

  const experience = (): PdfBlock[] => {
    const companies = new Map<string, WorkExperience[]>();
    for (const entry of resume.workExperience)
      companies.set(entry.companyId, [...(companies.get(entry.companyId) ?? []), entry]);
    const blocks: PdfBlock[] = [heading(words.experience)];
    for (const positions of companies.values()) {
      const [company] = positions;
      if (!company) continue;
      blocks.push({
        type: 'subheading',
        text: [company.companyName, pick(company.city), label('countries', company.country)].filter(Boolean).join(', '),
      });
      if (full) {
        const industry =
          company.industry === INDUSTRY_OTHER ? company.industryDescription : label('industries', company.industry);
        const facts = joined(
          industry,
          label('companyEmployees', company.companyEmployees),
          label('companyTurnover', company.companyTurnover),
          label('companySituations', company.companySituation),
        );
        if (facts) blocks.push({ type: 'meta', text: facts });
        if (company.companyGroupName) {
          blocks.push({
            type: 'meta',
            text: `${words.group}: ${joined(company.companyGroupName, label('countries', company.companyGroupCountry))}`,
          });
        }
      }
      positions.forEach((entry) => blocks.push(...position(entry)));
    }
    return resume.workExperience.length > 0 ? blocks : [];
  };

  const education = (): PdfBlock[] =>
    resume.education.length === 0
      ? []
      : [
          heading(words.education),
          ...resume.education.flatMap((entry): PdfBlock[] => [
            paragraph(`${period(entry)}: ${joined(pick(entry.fieldOfStudy), pick(entry.institution))}`),
            { type: 'meta', text: joined(label('educationLevels', entry.degree), label('countries', entry.country)) },
            ...(full && pick(entry.details) ? [paragraph(pick(entry.details))] : []),
          ]),
        ];

  const sections: Record<Section, () => PdfBlock[]> = {
    summary: () => richSection(words.summary, resume.executiveSummary),
    competence: () => {
      const profile = resume.competenceProfile;
      const parts = (['industryFocuses', 'specialistFocuses', 'managementMethods'] as const).flatMap(
        (key): PdfBlock[] => {
          const blocks = htmlBlocks(pick(profile[key]));
          return blocks.length > 0 ? [{ type: 'strong', text: words[key] }, ...blocks] : [];
        },
      );
      return parts.length > 0 ? [heading(words.competence), ...parts] : [];
    },
    experience,
    education,
    languages: () =>
      resume.languageProficiencies.length === 0
        ? []
        : [
            heading(words.languages),
            list(
              ...resume.languageProficiencies.map(
                (row) => `${label('languages', row.languageCode)} – ${label('languageLevels', row.languageLevelCode)}`,
              ),
            ),
          ],
    itSkills: () => {
      const skills = resume.itSkills.itSkills.map((code) => label('itSkills', code)).filter(Boolean);
      if (skills.length === 0) return [];
      const remarks = full && resume.itSkills.itSkillRemarks ? [paragraph(resume.itSkills.itSkillRemarks)] : [];
      return [heading(words.itSkills), paragraph(skills.join(', ')), ...remarks];
    },
    otherActivities: () => richSection(words.otherActivities, resume.otherActivities),
    availability: () => {
      const availability = resume.availability;
      if (!availability.availableFrom) return [];
      return [
        heading(words.availability),
        paragraph(`${words.availableFrom}: ${day(availability.availableFrom)}`),
        paragraph(
          `${words.readiness}: ${availability.operationalReadiness.map((code) => label('operationalReadiness', code)).join(', ')}`,
        ),
        paragraph(
          `${words.mobility}: ${joined(label('mobility', availability.mobility), availability.mobilityRemarks)}`,
        ),
      ];
    },
  };

  const blocks = SECTION_ORDER[cvType].flatMap((section) => sections[section]());
  return {
    title: cvTitle(resume, lang),
    subtitle: `${words.cv} – ${words.types[cvType]}`,
    blocks: blocks.length > 0 ? blocks : [paragraph(words.empty)],
    look,
  };
}

// ---------------------------------------------------------------- example profiles and instructions

const SAMPLE_TITLES: Record<ResumeSample, Record<Lang, string>> = {
  'plant-manager': { de: 'Werksleiter', en: 'Plant manager' },
  'it-expert': { de: 'IT-Experte', en: 'IT expert' },
  ceo: { de: 'Geschäftsführer (CEO)', en: 'Chief executive officer (CEO)' },
  cfo: { de: 'Finanzgeschäftsführer (CFO)', en: 'Chief financial officer (CFO)' },
};

/** `GET /resume-actions/{sample}/file/{lang}`: a short example profile of the kind named. */
export function sampleDocument(sample: ResumeSample, lang: Lang): TextDocument {
  const role = SAMPLE_TITLES[sample][lang];
  return lang === 'de'
    ? {
        title: `Beispielprofil: ${role}`,
        blocks: [
          paragraph(`Dieses Beispiel zeigt, wie ein aussagekräftiges Profil für die Rolle „${role}“ aufgebaut ist.`),
          heading('Kurzprofil'),
          paragraph(
            'Drei bis fünf Sätze: wofür Sie stehen, in welchen Situationen Sie Unternehmen weiterhelfen und was Sie zuletzt erreicht haben.',
          ),
          heading('Berufserfahrung'),
          list(
            'Je Position: Zeitraum, Titel, Unternehmen mit Branche und Größe',
            'Zwei bis vier Ergebnisse mit Zahlen',
            'Kernkompetenzen passend zur Funktion',
          ),
          heading('Ausbildung und Sprachen'),
          paragraph('Höchster Abschluss zuerst; Sprachen mit ehrlicher Einstufung.'),
        ],
      }
    : {
        title: `Sample profile: ${role}`,
        blocks: [
          paragraph(`This example shows how a convincing profile for the role "${role}" is built.`),
          heading('Executive summary'),
          paragraph(
            'Three to five sentences: what you stand for, in which situations you help companies and what you achieved most recently.',
          ),
          heading('Work experience'),
          list(
            'For each position: period, title, company with industry and size',
            'Two to four results with figures',
            'Core competencies that fit the function',
          ),
          heading('Education and languages'),
          paragraph('Highest degree first; languages with an honest level.'),
        ],
      };
}

/** `GET /resume-actions/instructions/file/{lang}`: how to keep the CV in the portal. */
export function instructionsDocument(lang: Lang): TextDocument {
  return lang === 'de'
    ? {
        title: 'Anleitung: Ihr Lebenslauf im Portal',
        blocks: [
          paragraph('So pflegen Sie Ihren Lebenslauf, damit wir Sie passenden Mandaten vorschlagen können.'),
          list(
            'Wählen Sie oben die Sprache (Deutsch oder Englisch), in der Sie schreiben.',
            'Öffnen Sie jeden Abschnitt über das Stiftsymbol und speichern Sie ihn einzeln.',
            'Halten Sie Verfügbarkeit und Tagessatz aktuell.',
            'Erstellen Sie unter „PDF erstellen“ eine Fassung in Ihrer Wunschfarbe.',
          ),
        ],
      }
    : {
        title: 'Instructions: your CV in the portal',
        blocks: [
          paragraph('How to keep your CV up to date, so that we can propose suitable assignments to you.'),
          list(
            'Choose the language (German or English) you are writing in at the top.',
            'Open each section with the pencil icon and save it on its own.',
            'Keep your availability and daily rate current.',
            'Use "Create PDF" to make a version in the colour of your choice.',
          ),
        ],
      };
}
