import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SafeHtml } from '@/components/html/SafeHtml';
import type { Lang } from '@/contract/common';
import type { LocalizedText } from '@/contract/resume';
import { visibleText } from '@/lib/localizedTextSchema';

import { FormTextField } from './FormTextField';
import { RichTextField } from './RichTextField';
import { type RichTextStart } from './richTextHeight';

export interface BilingualTextFieldProps {
  /** Path of a `LocalizedText` in the form values. */
  name: string;
  /** The language being edited: the resume language. */
  lang: Lang;
  label: string;
  required?: boolean;
  maxLength?: number;
  /** Rich text (p, ul, li, br) in the one rich-text editor, loaded lazily, starting at this kind's height. */
  rich?: RichTextStart;
  multiline?: boolean;
  helperText?: string;
}

/**
 * The one bilingual field: edits the active language, says whether the
 * other language is written, and lets the user read it while writing.
 */
export function BilingualTextField({
  name,
  lang,
  label,
  required,
  maxLength,
  rich,
  multiline,
  helperText,
}: BilingualTextFieldProps) {
  const { t } = useTranslation('forms');
  const [{ value }] = useField<LocalizedText | undefined>(name);
  const [showOther, setShowOther] = useState(false);
  const otherId = useId();
  const other: Lang = lang === 'de' ? 'en' : 'de';
  const otherValue = value?.[other] ?? '';
  const otherFilled = visibleText(otherValue) !== '';
  const language = t(`bilingual.language.${other}`);
  const fieldLabel = `${label} (${t(`bilingual.languageName.${lang}`)})`;
  const fieldName = `${name}.${lang}`;

  return (
    <Box>
      {rich ? (
        <RichTextField
          name={fieldName}
          label={fieldLabel}
          required={required}
          maxLength={maxLength}
          startHeight={rich}
          helperText={helperText}
        />
      ) : (
        <FormTextField
          name={fieldName}
          label={fieldLabel}
          required={required}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          helperText={helperText}
          maxLength={maxLength}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: rich ? -1 : -0.5 }}>
        <Typography variant="caption" sx={{ color: otherFilled ? 'success.dark' : 'text.secondary' }}>
          {otherFilled ? `✓ ${t('bilingual.otherFilled', { language })}` : t('bilingual.otherMissing', { language })}
        </Typography>
        {otherFilled && (
          <Button
            size="small"
            aria-expanded={showOther}
            aria-controls={otherId}
            onClick={() => setShowOther((shown) => !shown)}
          >
            {showOther ? t('bilingual.hideOther', { language }) : t('bilingual.showOther', { language })}
          </Button>
        )}
      </Box>
      {showOther && otherFilled && (
        <Box
          id={otherId}
          role="region"
          aria-label={t('bilingual.otherText', { language })}
          lang={other}
          sx={{
            mt: 0.5,
            mb: 1,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            maxHeight: 240,
            overflow: 'auto',
            '& p': { my: 0.5 },
          }}
        >
          {rich ? (
            <SafeHtml html={otherValue} profile="richText" />
          ) : (
            <Typography variant="body2">{otherValue}</Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
