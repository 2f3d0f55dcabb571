import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { bareList } from '@/components/layout/bareList';
import { paths } from '@/config/paths';
import { formatMonth, type YearMonth } from '@/contract/month';
import { formatDay, formatWeekdayDay } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import type { TodoItem } from '../dashboard.todo';
import { DashboardCard } from './DashboardCard';

interface TodoView {
  key: string;
  icon: ReactNode;
  text: string;
  action: string;
  href: string;
  urgent: boolean;
}

/** Beyond the spec: what needs doing, at a glance; each item says what and by when, and where to do it. */
export function TodoPanel({ items, loading }: { items: TodoItem[]; loading: boolean }) {
  const { t } = useTranslation('dashboard');
  const lang = useUiLanguage();
  const day = (date: string) => formatDay(date, lang);
  const monthName = (month: YearMonth) => formatMonth(month, lang);

  const view = (item: TodoItem): TodoView => {
    switch (item.kind) {
      case 'timeEntries': {
        // The item opens the day's dialog over its month: closing it leaves the manager on the month.
        const onlyToday = item.missing.length === 0;
        return {
          key: `time-${item.placement.id}`,
          icon: <ScheduleOutlined />,
          text: onlyToday
            ? t('todo.timeEntriesToday', { placement: item.placement.name, date: day(item.dayToLog) })
            : t('todo.timeEntries', {
                count: item.missing.length,
                placement: item.placement.name,
                month: monthName(item.month),
                date: day(item.dayToLog),
              }),
          action: onlyToday
            ? t('todo.timeEntriesTodayAction')
            : t('todo.timeEntriesAction', { day: formatWeekdayDay(item.dayToLog, lang) }),
          href: paths.placementTimeEntry.getHref(item.placement.id, item.dayToLog),
          urgent: !onlyToday,
        };
      }
      case 'monthlyReport':
        return {
          key: `report-${item.placement.id}-${item.month.year}-${item.month.month}`,
          icon: <AssignmentOutlined />,
          text: t(item.overdue ? 'todo.monthlyReportOverdue' : 'todo.monthlyReport', {
            placement: item.placement.name,
            month: monthName(item.month),
            date: day(item.due),
          }),
          action: t('todo.monthlyReportAction'),
          href: paths.placementTab.getHref(item.placement.id, 'monthly-report', item.month),
          urgent: item.overdue,
        };
      case 'invoice':
        return {
          key: `invoice-${item.placement.id}-${item.month.year}-${item.month.month}`,
          icon: <ReceiptLongOutlined />,
          text: t('todo.invoice', { placement: item.placement.name, month: monthName(item.month) }),
          action: t('todo.invoiceAction'),
          href: paths.placementTab.getHref(item.placement.id, 'billing', item.month),
          urgent: false,
        };
      case 'availability':
        return {
          key: 'availability',
          icon: <EventAvailableOutlined />,
          text: item.lastUpdated
            ? t('todo.availability', { date: day(item.lastUpdated) })
            : t('todo.availabilityNever'),
          action: t('todo.availabilityAction'),
          href: paths.resumeAvailability.getHref(),
          urgent: false,
        };
      case 'opportunities':
        return {
          key: 'opportunities',
          icon: <MarkEmailUnreadOutlined />,
          text: t('todo.opportunities', { count: item.count }),
          action: t('todo.opportunitiesAction'),
          href: paths.managementOpportunities.getHref(),
          urgent: false,
        };
    }
  };

  return (
    <DashboardCard title={t('todo.heading')}>
      {/* The items show once all of them are known: a late answer never pushes what is shown. */}
      {loading || items.length === 0 ? (
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
        <Box component="ul" sx={{ ...bareList, display: 'grid', gap: 1.5 }}>
          {items.map(view).map((item) => (
            <Box
              component="li"
              key={item.key}
              sx={{
                display: 'flex',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: 1,
                border: 1,
                borderColor: item.urgent ? 'warning.main' : 'divider',
                borderLeftWidth: 4,
              }}
            >
              <Box aria-hidden sx={{ color: item.urgent ? 'warning.dark' : 'primary.main', display: 'flex' }}>
                {item.icon}
              </Box>
              <Typography sx={{ flex: '1 1 16rem', minWidth: 0 }}>{item.text}</Typography>
              <Button
                component={RouterLink}
                to={item.href}
                variant="outlined"
                size="small"
                sx={{ flexShrink: 0, ml: { xs: 4.5, sm: 0 } }}
              >
                {item.action}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </DashboardCard>
  );
}
