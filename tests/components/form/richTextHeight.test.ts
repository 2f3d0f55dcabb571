import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import {
  RICH_TEXT_MAX_HEIGHT,
  RICH_TEXT_START_HEIGHT,
  richTextHeights,
  type RichTextStart,
} from '@/components/form/richTextHeight';

// vitest runs from the project root (vite.config.ts).
const SRC = resolve(process.cwd(), 'src');
/** Where the field itself is written: its own elements pass a start on, they are no use of it. */
const FIELD_ITSELF = 'components/form/';
/** The CV's texts go through one wrapper, which names their start once. */
const CV_WRAPPER = 'features/resume/components/CvRichTextField.tsx';

/** Every editor of the app, where it stands and the px it starts at (docs/decisions/042-editor-height.md). */
const EDITORS: [what: string, file: string, startPx: number][] = [
  ['the registration’s competence profile', 'features/registration/components/CompetenceStep.tsx', 500],
  ['the CV’s texts (the wrapper every CV text uses)', CV_WRAPPER, 500],
  ['the CV’s competence profile', 'features/resume/dialogs/CompetenceProfileDialog.tsx', 500],
  ['the CV’s single texts (executive summary, other activities)', 'features/resume/dialogs/SingleTextDialog.tsx', 500],
  ['a CV position’s description', 'features/resume/workExperience/PositionFields.tsx', 500],
  ['the monthly report’s sections', 'features/placementScreen/components/report/ReportForm.tsx', 200],
  ['the time entry’s description', 'features/placementScreen/components/TimeEntryFields.tsx', 160],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.tsx') ? [path] : [];
  });
}

/**
 * The starts of the editors a source renders: a RichTextField's `startHeight`, a BilingualTextField's `rich`
 * (one without it is a plain text field), a CvRichTextField the wrapper's; '?' where none can be read.
 */
function startsIn(source: string, cvStart: string): string[] {
  return [...source.matchAll(/<(RichTextField|BilingualTextField|CvRichTextField)\b([\s\S]*?)\/>/g)].flatMap(
    ([, element, props = '']) => {
      if (element === 'CvRichTextField') return [cvStart];
      if (element === 'BilingualTextField' && !/\brich\b/.test(props)) return [];
      const named = /\b(?:startHeight|rich)="(\w+)"/.exec(props);
      return [named?.[1] ?? '?'];
    },
  );
}

/** Each file of src that renders an editor, with the px each of its editors starts at. */
function editorsOfTheApp(): Record<string, (number | string)[]> {
  const cvStart = /\brich="(\w+)"/.exec(readFileSync(join(SRC, CV_WRAPPER), 'utf8'))?.[1] ?? '?';
  const found: Record<string, (number | string)[]> = {};
  for (const path of sourceFiles(SRC)) {
    const file = relative(SRC, path).split('\\').join('/');
    if (file.startsWith(FIELD_ITSELF)) continue;
    const starts = startsIn(readFileSync(path, 'utf8'), cvStart);
    if (starts.length > 0)
      found[file] = starts.map((start) =>
        start in RICH_TEXT_START_HEIGHT ? RICH_TEXT_START_HEIGHT[start as RichTextStart] : start,
      );
  }
  return found;
}

describe('the height of a rich-text editor (docs/decisions/042-editor-height.md)', () => {
  it('starts where its kind of text starts and grows up to the specification’s 500 px, at most 60 % of the window', () => {
    expect(RICH_TEXT_MAX_HEIGHT).toBe(500);
    expect(richTextHeights('long')).toEqual({ minHeight: 500, maxHeight: 'max(500px, min(500px, 60vh))' });
    expect(richTextHeights('reportSection')).toEqual({ minHeight: 200, maxHeight: 'max(200px, min(500px, 60vh))' });
    expect(richTextHeights('dialogNote')).toEqual({ minHeight: 160, maxHeight: 'max(160px, min(500px, 60vh))' });
  });

  it('never shrinks below its start height, even on a low window', () => {
    expect(richTextHeights('long').maxHeight).toBe('max(500px, min(500px, 60vh))');
  });

  describe('every editor of the app', () => {
    let found: Record<string, (number | string)[]> = {};
    beforeAll(() => {
      found = editorsOfTheApp();
    });

    it.each(EDITORS)('%s: starts at the height the decision gives it', (_what, file, startPx) => {
      expect(found[file], file).toBeDefined();
      expect(new Set(found[file])).toEqual(new Set([startPx]));
    });

    it('is one the decision names: a new editor is decided there first', () => {
      expect(Object.keys(found).sort()).toEqual(EDITORS.map(([, file]) => file).sort());
    });
  });
});
