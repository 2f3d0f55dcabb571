import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { bareList } from '@/components/layout/bareList';
import { toneOf } from '@/components/status/statusTones';
import { paths } from '@/config/paths';
import { formatMonth, type YearMonth } from '@/contract/month';
import { placementName } from '@/contract/placements';
import { formatDateAs, formatDay, formatWeekdayDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { isOverdue, todoGroups, type TodoItem } from '../dashboard.todo';
import { DashboardCard } from './DashboardCard';

const OVERDUE = toneOf('task', 'overdue');

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
        <Typography color="text.secondary" role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
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
        <Box component="ul" sx={{ ...bareList, display: 'grid', gap: { xs: 1.5, sm: 2 } }}>
          {groups.map((group, groupIndex) => (
            <Box
              component="li"
              key={group.placement?.id ?? 'own'}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{
                  fontWeight: 500,
                  px: 1.5,
                  py: { xs: 0.75, md: 1 },
                  bgcolor: 'action.hover',
                  typography: { xs: 'subtitle2', md: 'subtitle1' },
                }}
              >
                {group.placement ? (
                  <Link component={RouterLink} to={paths.placement.getHref(group.placement.id)}>
                    {placementName(group.placement)}
                  </Link>
                ) : (
                  t('todo.own')
                )}
              </Typography>
              <Box component="ul" sx={bareList}>
                {group.items.map((item, index) => {
                  const shown = view(item);
                  const overdue = isOverdue(item, today);
                  const first = groupIndex === 0 && index === 0;
                  return (
                    <Box
                      component="li"
                      key={shown.key}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        columnGap: 1.5,
                        rowGap: 0.75,
                        px: 1.5,
                        py: { xs: 0.75, md: 1 },
                        borderTop: 1,
                        borderColor: 'divider',
                        // An overdue task is marked at its start too, in its tone, beside the word.
                        ...(overdue && { borderLeft: 4, borderLeftColor: OVERDUE.border, pl: 1 }),
                      }}
                    >
                      <Box
                        aria-hidden
                        sx={{ color: overdue ? OVERDUE.text : 'primary.main', display: 'flex', fontSize: 20 }}
                      >
                        {shown.icon}
                      </Box>
                      <Typography sx={{ flex: 1, minWidth: 0, typography: { xs: 'body2', md: 'body1' } }}>
                        {overdue && (
                          <>
                            <Box component="strong" sx={{ color: OVERDUE.text }}>
                              {`${t('todo.overdue')}:`}
                            </Box>{' '}
                          </>
                        )}
                        {shown.text}
                      </Typography>
                      <Button
                        component={RouterLink}
                        to={shown.href}
                        variant={first ? 'contained' : 'outlined'}
                        size="small"
                        aria-label={shown.action}
                        sx={{ flexShrink: 0 }}
                      >
                        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                          {shown.action}
                        </Box>
                        <Box component="span" aria-hidden sx={{ display: { xs: 'inline', md: 'none' } }}>
                          {shown.short}
                        </Box>
                      </Button>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
