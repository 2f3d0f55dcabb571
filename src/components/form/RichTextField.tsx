import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useField } from 'formik';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { validationMessage } from '@/lib/validation';

import { RICH_TEXT_START_HEIGHT, type RichTextStart } from './richTextHeight';

// The editor (quill and its CSS) is a chunk of its own, loaded only where a rich-text field opens
// (docs/decisions/020-rich-text.md).
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/** The editor's toolbar above its editing area: the placeholder shown while the editor loads covers both. */
const TOOLBAR_HEIGHT = 42;

export interface RichTextFieldProps {
  name: string;
  label: string;
  helperText?: string;
  /** Maximum of visible characters (from the field metadata); the editor trims what goes beyond. */
  maxLength?: number;
  /** Where the editing area starts, by the kind of text; it grows with the text (richTextHeight.ts). */
  startHeight: RichTextStart;
  required?: boolean;
  disabled?: boolean;
}

/** Visible characters of stored rich text: its text without the markup (line breaks do not count). */
export function visibleLength(html: string): number {
  if (!html) return 0;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\n/g, '').length;
}

/**
 * The one rich-text field: label, editor, helper or error, and the
 * characters left. Formik-bound; the value is sanitized HTML of p, ul, li and br only
 * (docs/decisions/011-server-html.md), '' when empty.
 */
export function RichTextField({
  name,
  label,
  helperText,
  maxLength,
  startHeight,
  required,
  disabled,
}: RichTextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { t } = useTranslation('forms');
  const { t: tCommon } = useTranslation();
  const labelId = `${name}-label`;
  const helperId = `${name}-helper`;
  const countId = `${name}-count`;
  const errorText = meta.touched && meta.error ? validationMessage(tCommon, meta.error, name) : undefined;
  const used = useMemo(() => visibleLength(field.value ?? ''), [field.value]);
  const helper = errorText ?? helperText;
  const describedBy =
    [helper ? helperId : null, maxLength !== undefined ? countId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Box sx={{ my: 2 }}>
      <Typography
        id={labelId}
        component="div"
        variant="subtitle1"
        sx={{ fontWeight: 500, mb: 0.75 }}
        color={errorText ? 'error' : undefined}
      >
        {required ? `${label} *` : label}
      </Typography>
      {/* A progress bar, as the page loader's: a name on a span without a role is announced by nothing (axe: aria-prohibited-attr). */}
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            height={RICH_TEXT_START_HEIGHT[startHeight] + TOOLBAR_HEIGHT}
            role="progressbar"
            aria-label={tCommon('app.loading')}
          />
        }
      >
        <RichTextEditor
          id={`${name}-editor`}
          initialValue={field.value ?? ''}
          value={field.value ?? ''}
          onChange={(html) => void helpers.setValue(html)}
          onBlur={() => void helpers.setTouched(true)}
          labelledBy={labelId}
          describedBy={describedBy}
          toolbarLabel={t('form.editorToolbar', { label })}
          bulletListLabel={t('form.bulletList')}
          maxLength={maxLength}
          startHeight={startHeight}
          invalid={Boolean(errorText)}
          required={required}
          disabled={disabled}
        />
      </Suspense>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
        <FormHelperText id={helperId} error={Boolean(errorText)} sx={{ mx: 0 }}>
          {helper}
        </FormHelperText>
        {maxLength !== undefined && (
          <FormHelperText id={countId} sx={{ mx: 0, whiteSpace: 'nowrap' }}>
            {t('form.charactersLeft', { count: Math.max(0, maxLength - used) })}
          </FormHelperText>
        )}
      </Box>
    </Box>
  );
}
