import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { fontValues, paletteColour, perTheme } from '@/components/layout/themeValues';
import { toneOf } from '@/components/status/statusTones';
import { paths } from '@/config/paths';
import { formatMonth, type YearMonth } from '@/contract/month';
import { placementName } from '@/contract/placements';
import { formatDateAs, formatDay, formatWeekdayDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { isOverdue, todoGroups, type TodoItem } from '../dashboard.todo';
import { DashboardCard } from './DashboardCard';
import styles from './TodoPanel.module.css';

const OVERDUE = toneOf('task', 'overdue');
/** The type the panel's static CSS uses (TodoPanel.module.css). */
const TYPE_VARIANTS = ['subtitle1', 'subtitle2', 'body1', 'body2'] as const;
/** The theme's values the panel's static CSS reads. */
const todoValues = perTheme(
  ({ palette, shape, typography }) =>
    ({
      '--todo-divider': palette.divider,
      '--todo-heading-background': palette.action.hover,
      '--todo-radius': `${shape.borderRadius}px`,
      '--todo-icon': palette.primary.main,
      '--todo-overdue-text': paletteColour(palette, OVERDUE.text),
      '--todo-overdue-border': paletteColour(palette, OVERDUE.border),
      ...fontValues(typography, TYPE_VARIANTS),
    }) as CSSProperties,
);

interface TodoView {
  key: string;
  icon: ReactNode;
  text: string;
  /** The action's words, which name the button. */
  action: string;
  /**
   * The same in a word of it, shown on a phone, where it stands beside the text; the button's name stays `action`,
   * which contains the word (what is seen is what a voice user says).
   */
  short: string;
  href: string;
}

/**
 * Beyond the spec: what needs doing, at a glance (docs/decisions/061-dashboard-due-first.md). Grouped per placement,
 * each group under the placement's name, ordered by what is due first; the manager's own items last. The first
 * item's action is the page's one filled button; an item due before today says so in words.
 */
export function TodoPanel({ items, loading, today }: { items: TodoItem[]; loading: boolean; today: Date }) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const lang = useUiLanguage();
  const day = (date: string) => formatDay(date, lang);
  const shortDay = (date: string) => formatDateAs(date, 'weekdayDayShort', lang);
  const monthName = (month: YearMonth) => formatMonth(month, lang);

  const view = (item: TodoItem): TodoView => {
    switch (item.kind) {
      case 'timeEntries': {
        // The item opens the day's dialog over its month: closing it leaves the manager on the month.
        const onlyToday = item.missing.length === 0;
        return {
          key: 'time',
          icon: <ScheduleOutlined />,
          text: onlyToday
            ? t('todo.timeEntriesToday', { date: shortDay(item.dayToLog) })
            : t('todo.timeEntries', { count: item.missing.length, date: shortDay(item.dayToLog) }),
          action: onlyToday
            ? t('todo.timeEntriesTodayAction')
            : t('todo.timeEntriesAction', { day: formatWeekdayDay(item.dayToLog, lang) }),
          short: t('todo.short.log'),
          href: paths.placementTimeEntry.getHref(item.placement.id, item.dayToLog),
        };
      }
      case 'monthlyReport':
        return {
          key: `report-${item.month.year}-${item.month.month}`,
          icon: <AssignmentOutlined />,
          text: t(item.overdue ? 'todo.monthlyReportOverdue' : 'todo.monthlyReport', {
            month: monthName(item.month),
            date: shortDay(item.due),
          }),
          action: t('todo.monthlyReportAction'),
          short: t('todo.short.write'),
          href: paths.placementTab.getHref(item.placement.id, 'monthly-report', item.month),
        };
      case 'invoice':
        return {
          key: `invoice-${item.month.year}-${item.month.month}`,
          icon: <ReceiptLongOutlined />,
          text: t('todo.invoice', { month: monthName(item.month) }),
          action: t('todo.invoiceAction'),
          short: t('todo.short.submit'),
          href: paths.placementTab.getHref(item.placement.id, 'billing', item.month),
        };
      case 'availability':
        return {
          key: 'availability',
          icon: <EventAvailableOutlined />,
          text: item.lastUpdated
            ? t('todo.availability', { date: day(item.lastUpdated) })
            : t('todo.availabilityNever'),
          action: t('todo.availabilityAction'),
          short: t('todo.short.confirm'),
          href: paths.resumeAvailability.getHref(),
        };
      case 'opportunities':
        return {
          key: 'opportunities',
          icon: <MarkEmailUnreadOutlined />,
          text: t('todo.opportunities', { count: item.count }),
          action: t('todo.opportunitiesAction'),
          short: t('todo.short.view'),
          href: paths.managementOpportunities.getHref(),
        };
    }
  };

  const groups = todoGroups(items);
  return (
    <DashboardCard title={t('todo.heading')} loading={loading}>
      {/* The items show once all of them are known: a late answer never pushes what is shown. */}
      {loading || groups.length === 0 ? (
        <Typography color="textSecondary" role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {loading ? (
            t('todo.loading')
          ) : (
            <>
              <CheckCircleOutlined color="success" aria-hidden />
              {t('todo.empty')}
            </>
          )}
        </Typography>
      ) : (
        <ul className={styles.groups} style={todoValues(theme)}>
          {groups.map((group, groupIndex) => (
            <li key={group.placement?.id ?? 'own'} className={styles.group}>
              <h3 className={styles.groupHeading}>
                {group.placement ? (
                  <Link component={RouterLink} to={paths.placement.getHref(group.placement.id)}>
                    {placementName(group.placement)}
                  </Link>
                ) : (
                  t('todo.own')
                )}
              </h3>
              <ul className={styles.items}>
                {group.items.map((item, index) => {
                  const shown = view(item);
                  const overdue = isOverdue(item, today);
                  const first = groupIndex === 0 && index === 0;
                  return (
                    <li key={shown.key} className={overdue ? `${styles.item} ${styles.overdue}` : styles.item}>
                      <span aria-hidden className={styles.icon}>
                        {shown.icon}
                      </span>
                      <p className={styles.text}>
                        {overdue && (
                          <>
                            <strong className={styles.overdueWord}>{`${t('todo.overdue')}:`}</strong>{' '}
                          </>
                        )}
                        {shown.text}
                      </p>
                      <Button
                        component={RouterLink}
                        to={shown.href}
                        variant={first ? 'contained' : 'outlined'}
                        size="small"
                        aria-label={shown.action}
                        className={styles.action}
                      >
                        <span className={styles.actionLong}>{shown.action}</span>
                        <span aria-hidden className={styles.actionShort}>
                          {shown.short}
                        </span>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
