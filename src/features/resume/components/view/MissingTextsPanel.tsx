import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { DialogOpenState } from '@/components/dialog/dialogRoute';
import type { Lang } from '@/contract/common';
import type { Resume } from '@/contract/resume';
import { useAppDispatch } from '@/core/hooks';
import { countByLanguage, missingTexts, type MissingText } from '@/features/resume/missingTexts';
import { resumeActions } from '@/features/resume/resume.slice';

import { dialogHref } from '../resumeDialogPaths';
import { CvSection } from './CvSection';
import { useCvView } from './cvViewContext';

const LANGS: Lang[] = ['de', 'en'];

/**
 * Bilingual help (the "Beyond the specification"): per language, how many texts of the
 * CV are written only in the other language, each linking to its dialog. Following a link first
 * switches the resume language to the missing one, so the dialog opens on the text to write.
 */
export function MissingTextsPanel({ resume }: { resume: Resume }) {
  const { t } = useTranslation('resume');
  const { editBase } = useCvView();
  const { executiveSummary, competenceProfile, otherActivities, education, workExperience } = resume;
  const missing = useMemo(
    () => missingTexts({ executiveSummary, competenceProfile, otherActivities, education, workExperience }),
    [executiveSummary, competenceProfile, otherActivities, education, workExperience],
  );
  const counts = countByLanguage(missing);
  if (!editBase) return null;
  return (
    <CvSection title={t('missing.heading')}>
      {missing.length === 0 ? (
        <Typography color="textSecondary">{t('missing.none')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2" color="textSecondary">
            {t('missing.intro')}
          </Typography>
          {LANGS.filter((lang) => counts[lang] > 0).map((lang) => (
            <MissingInLanguage
              key={lang}
              lang={lang}
              entries={missing.filter((entry) => entry.lang === lang)}
              editBase={editBase}
            />
          ))}
        </Box>
      )}
    </CvSection>
  );
}

function MissingInLanguage({ lang, entries, editBase }: { lang: Lang; entries: MissingText[]; editBase: string }) {
  const { t } = useTranslation('resume');
  const dispatch = useAppDispatch();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const languageName = lang === 'de' ? t('missing.german') : t('missing.english');
  const state: DialogOpenState = { fromBase: true };
  return (
    <div>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography sx={{ fontWeight: 500 }}>
          {t('missing.count', { count: entries.length, language: languageName })}
        </Typography>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? t('missing.hideList') : t('missing.showList')}
        </Button>
      </Box>
      {/* Made only when opened: a CV written in one language has a link per text. */}
      {open && (
        <Box component="ul" id={listId} sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {entries.map((entry, index) => {
            const text = t(`missing.field.${entry.field}`);
            return (
              <li key={`${entry.field}-${entry.id ?? ''}-${index}`}>
                <Link
                  component={RouterLink}
                  to={dialogHref(editBase, entry.dialog, entry.id)}
                  state={state}
                  // The dialog opens on the language the text is missing in.
                  onClick={() => dispatch(resumeActions.resumeLanguageChosen(lang))}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {entry.item ? t('missing.itemOf', { field: text, item: entry.item }) : text}
                </Link>
              </li>
            );
          })}
        </Box>
      )}
    </div>
  );
}
