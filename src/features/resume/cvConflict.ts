import * as v from 'valibot';

import type { SerializedApiError } from '@/api/errors';
import { visibleText } from '@/components/dialog/keepBothTexts';
import type { ConflictDifference } from '@/components/dialog/SaveConflict';
import type { Lang } from '@/contract/common';
import type { LabelOption } from '@/contract/meta';
import { type CvSection, type Resume, type SavedVersion } from '@/contract/resume';
import {
  companyGroupCurrentSchema,
  educationSchema,
  sectionCurrentSchemas,
  workExperienceSchema,
} from '@/contract/resume.answers';
import { VERSION_API_ERROR } from '@/contract/versions';
import { labelOf } from '@/core/meta/meta.selectors';

import type { ResumeSave } from './resume.types';

/**
 * What a CV dialog saves, to find the version it opened on and to read a refused save's `current`
 * (docs/decisions/035-save-versions.md). An item without id is new: it is sent with no condition.
 */
export type CvSubject =
  { kind: 'section'; section: CvSection } | { kind: 'education' | 'position' | 'companyGroup'; id: string | undefined };

/** The version of the subject in a CV: undefined for a new item, '' where the server gave none. */
export function versionIn(resume: Resume, subject: CvSubject): string | undefined {
  if (subject.kind === 'section') return resume.versions[subject.section].version ?? '';
  const { id } = subject;
  if (id === undefined) return undefined;
  if (subject.kind === 'companyGroup') return resume.versions.companyGroups[id]?.version ?? '';
  const list: SavedVersion[] = subject.kind === 'education' ? resume.education : resume.workExperience;
  return (list.find((item) => 'id' in item && item.id === id) ?? {}).version ?? '';
}

/** The subject as the server holds it now: the CV with it put in, or `gone` when it was deleted meanwhile. */
export type CvNow = { gone: false; resume: Resume; version: string; savedAt?: string } | { gone: true };

const replaced = <T extends { id: string }>(list: T[], item: T) =>
  list.some((each) => each.id === item.id) ? list.map((each) => (each.id === item.id ? item : each)) : [...list, item];

/**
 * A save refused because its subject was saved (or deleted) meanwhile (412): the CV as the server
 * holds it now, as far as the subject goes. Undefined when the error is another one, or `current`
 * cannot be read (then the refusal is shown as a failed save).
 */
export function cvNow(resume: Resume, subject: CvSubject, error: SerializedApiError): CvNow | undefined {
  if (error.code !== VERSION_API_ERROR.STALE) return undefined;
  const { current } = error.details;
  if (current === null) return subject.kind === 'section' ? undefined : { gone: true };
  const now = (patched: Resume, { version, savedAt }: SavedVersion): CvNow => ({
    gone: false,
    resume: patched,
    version: version ?? '',
    savedAt,
  });
  switch (subject.kind) {
    case 'section': {
      const read = v.safeParse(sectionCurrentSchemas[subject.section], current);
      if (!read.success) return undefined;
      const { version, savedAt, ...section } = read.output;
      const versions = { ...resume.versions, [subject.section]: { version, savedAt } };
      return now({ ...resume, ...section, versions }, read.output);
    }
    case 'education': {
      const read = v.safeParse(educationSchema, current);
      return read.success
        ? now({ ...resume, education: replaced(resume.education, read.output) }, read.output)
        : undefined;
    }
    case 'position': {
      const read = v.safeParse(workExperienceSchema, current);
      if (!read.success) return undefined;
      return now({ ...resume, workExperience: replaced(resume.workExperience, read.output) }, read.output);
    }
    case 'companyGroup': {
      const read = v.safeParse(companyGroupCurrentSchema, current);
      if (!read.success) return undefined;
      const { companyGroupId, companyGroupName, companyGroupCountry, companiesInGroup, version, savedAt } = read.output;
      const workExperience = resume.workExperience.map((position) =>
        companiesInGroup.includes(position.companyId)
          ? { ...position, companyGroupId, companyGroupName, companyGroupCountry }
          : position.companyGroupId === companyGroupId
            ? { ...position, companyGroupId: '', companyGroupName: '', companyGroupCountry: '' }
            : position,
      );
      const companyGroups = { ...resume.versions.companyGroups, [companyGroupId]: { version, savedAt } };
      return now({ ...resume, workExperience, versions: { ...resume.versions, companyGroups } }, read.output);
    }
  }
}

/**
 * The save of an item deleted meanwhile, made anew: without its id (the server gives a new one), and
 * in a new company when its company went with it.
 */
export function asNewSave(save: ResumeSave, resume: Resume): ResumeSave {
  switch (save.kind) {
    case 'education':
      return { ...save, body: { ...save.body, id: undefined } };
    case 'workExperience': {
      const { id: _id, companyId, ...position } = save.body.workExperience;
      const companyLeft = resume.workExperience.some((each) => each.companyId === companyId && each.id !== _id);
      return {
        ...save,
        body: { ...save.body, workExperience: { ...position, ...(companyLeft ? { companyId } : {}) } },
      };
    }
    case 'companyGroup':
      return { ...save, body: { workExperience: { ...save.body.workExperience, companyGroupId: undefined } } };
    default:
      return save;
  }
}

/** A field a conflict compares: its label, and how its value reads. */
export interface ConflictField<T = unknown> {
  label: string;
  /** Its value in words, where the rules below do not say it well (e.g. a list of rows). */
  words?: (value: T) => string;
  /** The label list its codes are from. */
  list?: string;
  /** A day, yyyy-MM-dd. */
  date?: boolean;
  /** A rich text: a conflict over it can keep both. */
  rich?: boolean;
}
/** The fields a conflict compares, in the form's order. */
export type ConflictFields<V> = { [K in keyof V & string]?: ConflictField<V[K]> };

export interface InWords {
  lang: Lang;
  lists: Record<string, LabelOption[]>;
  yes: string;
  day: (date: string) => string;
}

const isLocalized = (value: unknown): value is Record<Lang, string> =>
  typeof value === 'object' && value !== null && 'de' in value && 'en' in value;

/** A form value as a person reads it: the dialog's language of a bilingual text, labels for codes, days as days. */
export function valueInWords(value: unknown, field: ConflictField, words: InWords): string {
  if (field.words) return field.words(value);
  if (Array.isArray(value)) {
    return value
      .map((each) => valueInWords(each, field, words))
      .filter(Boolean)
      .join(', ');
  }
  if (isLocalized(value)) return valueInWords(value[words.lang], field, words);
  if (typeof value === 'boolean') return value ? words.yes : '';
  if (typeof value !== 'string') return value === null || value === undefined ? '' : String(value);
  if (field.list) return value && (labelOf(words.lists[field.list] ?? [], value) || value);
  if (field.date) return value && words.day(value);
  return field.rich ? visibleText(value) : value.trim();
}

/** The fields on which what the user typed and what the server holds now differ, in words. */
export function cvDifferences<V>(fields: ConflictFields<V>, mine: V, theirs: V, words: InWords): ConflictDifference[] {
  return (Object.entries(fields) as [keyof V & string, ConflictField][]).flatMap(([name, field]) => {
    const row = {
      field: field.label,
      mine: valueInWords(mine[name], field, words),
      theirs: valueInWords(theirs[name], field, words),
    };
    return row.mine === row.theirs ? [] : [row];
  });
}
