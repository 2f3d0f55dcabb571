import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SelectInput } from '@/components/form/SelectInput';
import type { Lang } from '@/contract/common';
import { DOCUMENT_SUBCATEGORY, type DocumentSubcategory } from '@/contract/documents';
import { useLabelList } from '@/core/meta/useLabelList';

import { PdfDropzone } from './PdfDropzone';

export interface DocumentRow {
  key: string;
  subcategoryId: DocumentSubcategory;
  file: File | null;
}

/** A new row's category is the CV in the user's language. */
export function defaultSubcategory(lang: Lang): DocumentSubcategory {
  return lang === 'en' ? DOCUMENT_SUBCATEGORY.CV_ENGLISH : DOCUMENT_SUBCATEGORY.CV_GERMAN;
}

let rowCounter = 0;
export function newDocumentRow(lang: Lang): DocumentRow {
  rowCounter += 1;
  return { key: `row-${Date.now().toString(36)}-${rowCounter}`, subcategoryId: defaultSubcategory(lang), file: null };
}

interface DocumentRowsProps {
  /** Prefix of the ids of the rows' controls (one list per page). */
  idPrefix: string;
  rows: DocumentRow[];
  onRowsChange: (rows: DocumentRow[]) => void;
  /** Shows label.uploadDocRequired under rows without a file (after a submit attempt). */
  showMissing?: boolean;
  disabled?: boolean;
  /** Extra control per row, e.g. the documents page's upload button. */
  rowAction?: (row: DocumentRow, index: number) => ReactNode;
  /** Whether a row may be removed (the last row of a required list may not). */
  canRemove?: (row: DocumentRow, index: number) => boolean;
  lang: Lang;
}

/** Rows of category and PDF drop zone (registration and documents): one file per row. */
export function DocumentRows({
  idPrefix,
  rows,
  onRowsChange,
  showMissing,
  disabled,
  rowAction,
  canRemove,
  lang,
}: DocumentRowsProps) {
  const { t } = useTranslation('forms');
  const categories = useLabelList('documentSubcategories');
  const update = (index: number, patch: Partial<DocumentRow>) =>
    onRowsChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  return (
    <Stack spacing={2}>
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <Box
            key={row.key}
            role="group"
            aria-label={t('upload.row', { number })}
            sx={{
              display: 'grid',
              gap: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(200px, 280px) minmax(0, 1fr) auto' },
            }}
          >
            <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / 2', md: 'auto' } }}>
              <SelectInput
                name={`${idPrefix}-${row.key}-category`}
                label={t('upload.category', { number })}
                value={String(row.subcategoryId)}
                options={categories}
                onChange={(value) => update(index, { subcategoryId: Number(value) as DocumentSubcategory })}
                disabled={disabled}
                margin="none"
              />
            </Box>
            <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}>
              <PdfDropzone
                id={`${idPrefix}-${row.key}-file`}
                label={t('upload.file', { number })}
                file={row.file}
                onFileChange={(file) => update(index, { file })}
                disabled={disabled}
                errorText={showMissing && !row.file ? t('label.uploadDocRequired') : undefined}
              />
            </Box>
            <Stack
              direction="row"
              spacing={1}
              sx={{
                alignItems: 'center',
                minHeight: 56,
                gridColumn: { xs: '2 / 3', md: 'auto' },
                gridRow: { xs: 1, md: 'auto' },
              }}
            >
              {rowAction?.(row, index)}
              <IconButton
                aria-label={t('upload.removeRow', { number })}
                onClick={() => onRowsChange(rows.filter((_, at) => at !== index))}
                disabled={disabled || (canRemove ? !canRemove(row, index) : false)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          </Box>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onRowsChange([...rows, newDocumentRow(lang)])}
          disabled={disabled}
        >
          {t('upload.addDocument')}
        </Button>
      </Box>
    </Stack>
  );
}
