import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadFailed } from '@/components/feedback/LoadState';
import { fontValues, perTheme } from '@/components/layout/themeValues';
import type { Loaded } from '@/core/load/load';

import styles from './DashboardItems.module.css';

/** The theme's values the items' static CSS reads (DashboardItems.module.css). */
const itemValues = perTheme(
  ({ palette, typography }) =>
    ({
      '--items-icon': palette.primary.main,
      '--items-muted': palette.text.secondary,
      ...fontValues(typography, ['caption', 'subtitle1', 'body2']),
    }) as CSSProperties,
);

interface DashboardListProps<T> {
  /** The list's load: the dashboard's offers, its news and events. */
  list: Loaded<T[]>;
  /** `unavailable`: for a call we designed, the words for a server without it (components/feedback/LoadState). */
  texts: { error: string; empty: string; unavailable?: string };
  onRetry: () => void;
  /** One item, as the list's `li` (with its key). */
  children: (item: T) => ReactNode;
}

/**
 * A list of a dashboard card: a failed load says so with a retry, a short 'loading' line until
 * the first data (the card keeps its size), 'empty' when there is nothing, otherwise the items.
 */
export function DashboardList<T>({ list, texts, onRetry, children }: DashboardListProps<T>) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const items = list.data ?? [];
  return (
    <>
      {list.status === 'failed' && (
        <LoadFailed error={list.error} message={texts.error} unavailable={texts.unavailable} onRetry={onRetry} />
      )}
      {list.status === 'succeeded' && items.length === 0 && (
        <Typography color="textSecondary">{texts.empty}</Typography>
      )}
      {list.status === 'loading' && items.length === 0 && <Typography color="textSecondary">{t('loading')}</Typography>}
      <ul className={styles.items} style={itemValues(theme)}>
        {items.map((item) => children(item))}
      </ul>
    </>
  );
}
