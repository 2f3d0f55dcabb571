import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { FieldArray, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { FormSelectField } from '@/components/form/FormSelectField';
import { useLabelList } from '@/core/meta/useLabelList';
import { useLabelOf } from '@/core/meta/useLabelOf';

import { ResumeDialog } from '../components/ResumeDialog';
import {
  EMPTY_LANGUAGE_ROW,
  isCompleteRow,
  isPartialRow,
  languageOptionsFor,
  toLanguagesForm,
  toLanguagesSave,
  type LanguagesFormValues,
} from '../schemas/languages.schema';
import { useCvDialog } from './parts/useCvDialog';

/** `languages`: rows of language and level. */
export default function LanguagesDialog() {
  const { t } = useTranslation('resumeEdit');
  const { resume } = useCvDialog();
  const saved = resume?.languageProficiencies;
  const initialValues = useMemo(() => toLanguagesForm(saved ?? []), [saved]);
  const languages = useLabelOf('languages');
  const levels = useLabelOf('languageLevels');
  if (!resume) return null;
  return (
    <ResumeDialog<LanguagesFormValues>
      title={t('languages.title')}
      draftName="languages"
      initialValues={initialValues}
      toSave={toLanguagesSave}
      versioning={{
        subject: { kind: 'section', section: 'languages' },
        formOf: (cv) => toLanguagesForm(cv.languageProficiencies),
        fields: {
          rows: {
            label: t('languages.title'),
            words: (rows) =>
              rows
                .filter(isCompleteRow)
                .map((row) => `${languages(row.languageCode)} (${levels(row.languageLevelCode)})`)
                .join(', '),
          },
        },
      }}
      maxWidth="sm"
    >
      <LanguageRows />
    </ResumeDialog>
  );
}

function LanguageRows() {
  const { t } = useTranslation('resumeEdit');
  const { values } = useFormikContext<LanguagesFormValues>();
  const languages = useLabelList('languages');
  const levels = useLabelList('languageLevels');
  const rows = values.rows;
  const allUsed = rows.length >= languages.length && languages.length > 0;
  const hintId = 'languages-all-used';

  return (
    <FieldArray name="rows">
      {(helpers) => (
        <Box>
          <Typography color="textSecondary" sx={{ mb: 1 }}>
            {t('languages.intro')}
          </Typography>
          {rows.map((row, index) => {
            const number = index + 1;
            return (
              // Rows have no id of their own until saved; the index is their identity, as in formik's paths.
              <Box
                key={index}
                role="group"
                aria-label={t('languages.language', { number })}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
                  columnGap: 1.5,
                  alignItems: 'start',
                  // On a phone the two fields of a row stand one above the other; a line separates the rows.
                  // (The colour goes into the same breakpoint after the shorthand, which would reset it.)
                  borderBottom: { xs: '1px solid', sm: 'none' },
                  borderBottomColor: { xs: 'divider' },
                  pb: { xs: 1, sm: 0 },
                }}
              >
                <FormSelectField
                  name={`rows[${index}].languageCode`}
                  label={t('languages.language', { number })}
                  options={languageOptionsFor(languages, rows, index)}
                />
                <Box sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}>
                  <FormSelectField
                    name={`rows[${index}].languageLevelCode`}
                    label={t('languages.level', { number })}
                    options={levels}
                    helperText={isPartialRow(row) ? t('languages.incomplete') : undefined}
                  />
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    pt: 2.5,
                    gridColumn: { xs: '2', sm: 'auto' },
                    gridRow: { xs: '1', sm: 'auto' },
                  }}
                >
                  <IconButton
                    aria-label={t('languages.remove', { number })}
                    title={t('languages.remove', { number })}
                    onClick={() => helpers.remove(index)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              </Box>
            );
          })}
          <Button
            startIcon={<AddIcon />}
            disabled={allUsed}
            aria-describedby={allUsed ? hintId : undefined}
            onClick={() => helpers.push({ ...EMPTY_LANGUAGE_ROW })}
            sx={{ mt: 1 }}
          >
            {t('languages.add')}
          </Button>
          {allUsed && <FormHelperText id={hintId}>{t('languages.allUsed')}</FormHelperText>}
        </Box>
      )}
    </FieldArray>
  );
}
