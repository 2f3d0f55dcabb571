import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Collapsible lists show 3 items. */
export const VISIBLE_ITEMS = 3;

interface CollapsibleListProps<T> {
  items: readonly T[];
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the list for the toggle's accessible name ("Show all (5): Education"). */
  label: string;
  visible?: number;
  gap?: number;
}

/** A list that shows its first items and a "show all (n)" toggle for the rest. */
export function CollapsibleList<T>({
  items,
  itemKey,
  renderItem,
  label,
  visible = VISIBLE_ITEMS,
  gap = 2,
}: CollapsibleListProps<T>) {
  const { t } = useTranslation('resume');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const collapsible = items.length > visible;
  const shown = collapsible && !open ? items.slice(0, visible) : items;
  const toggleText = open ? t('collapse.showLess') : t('collapse.showAll', { count: items.length });
  return (
    <>
      <Box component="ul" id={listId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap }}>
        {shown.map((item, index) => (
          <Box component="li" key={itemKey(item, index)} sx={{ minWidth: 0 }}>
            {renderItem(item, index)}
          </Box>
        ))}
      </Box>
      {collapsible && (
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${toggleText}: ${label}`}
          onClick={() => setOpen(!open)}
          sx={{ mt: 1, ml: -0.5 }}
        >
          {toggleText}
        </Button>
      )}
    </>
  );
}
