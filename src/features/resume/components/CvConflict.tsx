import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { keepBothTexts, visibleText } from '@/components/dialog/keepBothTexts';
import { SaveConflict, type ConflictDifference } from '@/components/dialog/SaveConflict';
import type { Lang } from '@/contract/common';
import type { Resume } from '@/contract/resume';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectLabelLists } from '@/core/meta/meta.selectors';
import { formatDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { cvDifferences, type ConflictFields, type CvNow, type InWords } from '../cvConflict';
import { resumeActions } from '../resume.slice';
import { cvKey, type OwnCvSource } from '../resume.types';

/** How the dialog goes on after the manager's choice; each choice clears the conflict. */
export interface CvConflictChoices {
  /** Base the next save on this version (the one the server holds now). */
  rebase: (version: string) => void;
  /** Save the item deleted meanwhile as a new one. */
  saveAsNew: () => void;
  /** Send the delete again. */
  deleteAgain: () => void;
  /** Leave the dialog and throw its draft away. */
  discard: () => void;
}

interface CvConflictProps<V> {
  now: CvNow;
  /** The refused request was the delete. */
  deleting: boolean;
  source: OwnCvSource;
  lang: Lang;
  formOf: (resume: Resume) => V;
  fields: ConflictFields<V>;
  choices: CvConflictChoices;
}

/**
 * A CV save or delete refused because its section or item was saved or deleted meanwhile
 * (docs/decisions/035-save-versions.md). What was typed stays in the form and its draft until the
 * manager chooses; the CV behind the dialog is loaded again, so it shows what the server holds.
 */
export function CvConflict<V>({ now, deleting, source, lang, formOf, fields, choices }: CvConflictProps<V>) {
  const { t } = useTranslation('resumeEdit');
  const { t: tForms } = useTranslation('forms');
  const uiLang = useUiLanguage();
  const lists = useAppSelector(selectLabelLists);
  const dispatch = useAppDispatch();
  const { values, initialValues, setValues, setFieldValue, submitForm } = useFormikContext<V>();
  useEffect(() => {
    if (!now.gone) dispatch(resumeActions.savedMeanwhileReceived({ cv: cvKey(source), resume: now.resume }));
    dispatch(resumeActions.cvRequested(source));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal: the refusal's copy, then a fresh load
  }, [dispatch, source]);

  if (now.gone) {
    return deleting ? (
      <Choice severity="info" title={t('conflict.deletedTitle')} text={t('conflict.alreadyDeleted')}>
        <Button variant="contained" size="small" onClick={choices.discard}>
          {t('conflict.close')}
        </Button>
      </Choice>
    ) : (
      <Choice severity="warning" title={t('conflict.deletedTitle')} text={t('conflict.deletedText')}>
        <Button
          variant="contained"
          size="small"
          onClick={() => {
            choices.saveAsNew();
            void submitForm();
          }}
        >
          {t('conflict.saveAsNew')}
        </Button>
        <Button variant="outlined" color="inherit" size="small" onClick={choices.discard}>
          {t('conflict.discard')}
        </Button>
      </Choice>
    );
  }

  const theirs = formOf(now.resume);
  const words: InWords = { lang, lists, yes: t('conflict.yes'), day: (date) => formatDay(date, uiLang) };
  if (deleting) {
    return (
      <Choice severity="warning" title={t('conflict.changedTitle')} text={t('conflict.changedText')}>
        <SavedNow differences={cvDifferences(fields, initialValues, theirs, words)} />
        <Button
          variant="contained"
          size="small"
          onClick={() => {
            choices.rebase(now.version);
            choices.deleteAgain();
          }}
        >
          {t('conflict.deleteAnyway')}
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={() => {
            choices.rebase(now.version);
            void setValues(theirs, true);
          }}
        >
          {t('conflict.keepIt')}
        </Button>
      </Choice>
    );
  }

  const differences = cvDifferences(fields, values, theirs, words);
  // 'Keep both' where a rich text differs, in the language being edited.
  const texts = (Object.keys(fields) as (keyof V & string)[]).filter((name) => {
    const field = fields[name];
    const [mine, saved] = [values[name], theirs[name]].map((value) => textIn(value, lang));
    return field?.rich && mine !== undefined && saved !== undefined && visibleText(mine) !== visibleText(saved);
  });
  return (
    <SaveConflict
      savedAt={now.savedAt}
      differences={differences}
      onKeepMine={() => {
        choices.rebase(now.version);
        void submitForm();
      }}
      onTakeTheirs={() => {
        choices.rebase(now.version);
        void setValues(theirs, true);
      }}
      onKeepBoth={
        texts.length > 0
          ? () => {
              choices.rebase(now.version);
              for (const name of texts) {
                const mine = textIn(values[name], lang) ?? '';
                const saved = textIn(theirs[name], lang) ?? '';
                const path = typeof values[name] === 'string' ? name : `${name}.${lang}`;
                void setFieldValue(path, keepBothTexts(mine, saved, tForms('conflict.mergeMarker')));
              }
            }
          : undefined
      }
    />
  );
}

/** A rich text of the form: itself, or the edited language's of a bilingual one. */
function textIn(value: unknown, lang: Lang): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && lang in value) {
    const text = (value as Record<Lang, unknown>)[lang];
    return typeof text === 'string' ? text : undefined;
  }
  return undefined;
}

function Choice({
  severity,
  title,
  text,
  children,
}: {
  severity: 'info' | 'warning';
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Alert severity={severity} role="alert" sx={{ mb: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle component="h3" sx={{ fontSize: '1rem' }}>
        {title}
      </AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Alert>
  );
}

/** What the item holds now where it differs from what the dialog showed. */
function SavedNow({ differences }: { differences: ConflictDifference[] }) {
  const { t } = useTranslation('forms');
  if (differences.length === 0) return null;
  return (
    <Stack component="ul" sx={{ m: 0, mb: 1, pl: 2, width: '100%' }}>
      {differences.map(({ field, theirs }) => (
        <Typography key={field} component="li" variant="body2">
          {field}: {theirs || t('conflict.empty')}
        </Typography>
      ))}
    </Stack>
  );
}
