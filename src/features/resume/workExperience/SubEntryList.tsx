import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FieldArray } from 'formik';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { MAX_SUB_ENTRIES } from '@/contract/resume';

interface SubEntryListProps<T extends { rowKey: string }> {
  name: 'sameCompanyRoles' | 'relatedCompanyRoles' | 'missionsAbroad';
  rows: T[];
  /** "Role 2" */
  rowTitle: (number: number) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  newRow: () => T;
  renderRow: (index: number) => ReactNode;
}

/**
 * The rows of one list of a position (up to MAX_SUB_ENTRIES each): each row a
 * labelled group with its own remove button; "add" is disabled at the limit, and says why.
 */
export function SubEntryList<T extends { rowKey: string }>({
  name,
  rows,
  rowTitle,
  removeLabel,
  addLabel,
  newRow,
  renderRow,
}: SubEntryListProps<T>) {
  const { t } = useTranslation('workExperience');
  const limitId = useId();
  const full = rows.length >= MAX_SUB_ENTRIES;
  const list = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    // After "add": the new row's first field takes the focus, where the user goes on typing.
    if (focusRow.current === null) return;
    const row = list.current?.querySelectorAll<HTMLElement>('[data-sub-entry]')[focusRow.current];
    focusRow.current = null;
    row
      ?.querySelector<HTMLElement>(
        'input:not([type="hidden"]):not([aria-hidden="true"]), [role="combobox"], [contenteditable="true"]',
      )
      ?.focus();
  }, [rows.length]);

  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Box ref={list}>
          {rows.map((row, index) => (
            <SubEntryRow
              key={row.rowKey}
              title={rowTitle(index + 1)}
              removeLabel={removeLabel(index + 1)}
              onRemove={() => helpers.remove(index)}
            >
              {renderRow(index)}
            </SubEntryRow>
          ))}
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <Button
              variant="outlined"
              disabled={full}
              aria-describedby={limitId}
              onClick={() => {
                focusRow.current = rows.length;
                helpers.push(newRow());
              }}
            >
              {addLabel}
            </Button>
            <Typography
              id={limitId}
              variant="body2"
              sx={{ color: full ? 'warning.dark' : 'text.secondary' }}
              role={full ? 'status' : undefined}
            >
              {full
                ? t('list.limitReached', { max: MAX_SUB_ENTRIES })
                : t('list.limit', { count: rows.length, max: MAX_SUB_ENTRIES })}
            </Typography>
          </Box>
        </Box>
      )}
    </FieldArray>
  );
}

function SubEntryRow({
  title,
  removeLabel,
  onRemove,
  children,
}: {
  title: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('workExperience');
  const titleId = useId();
  return (
    <Box
      data-sub-entry
      role="group"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 1, pb: 1.5, mb: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        <Button color="error" size="small" onClick={onRemove} aria-label={removeLabel}>
          {t('list.remove')}
        </Button>
      </Box>
      {children}
    </Box>
  );
}
