import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { PLACEMENT_PATHS, type TimeEntry } from '@/contract/placements';
import { entryWorkingMinutes, formatDuration, monthWorkingMinutes, PAUSE_FIELDS } from '@/contract/timeEntries';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { entryInWords } from '@/features/placementScreen/entryCodes';
import { formatDateAs } from '@/lib/dateFormat';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { TabHeading } from '../TabHeading';

const NO_TIME = '00:00';

const hasTimes = (entry: TimeEntry) => entry.workStart !== '' && entry.workEnd !== '';
const isTime = (value: string) => value !== '' && value !== NO_TIME;

interface ActivityTableProps {
  headingId: string;
  entries: TimeEntry[];
  monthName: string;
  /** The saved report's id: the activity report PDF exists only for a saved report. */
  reportId: string | null;
}

/**
 * The month's activities and times ("an activity/time table per month with PDF
 * download"): each entry's date, recorded time or reason, working times where the entries carry
 * them, and net time, with the activity report PDF fetched with the bearer header
 * (docs/decisions/012-files-with-bearer.md).
 */
export function ActivityTable({ headingId, entries, monthName, reportId }: ActivityTableProps) {
  const { t } = useTranslation('monthlyReport');
  const { t: tPlacement } = useTranslation('placement');
  const lang = useUiLanguage();
  const openFile = useOpenFile();
  const connection = useNeedsConnection();
  const rows = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  const withTimes = rows.some(hasTimes);
  const totalNet = monthWorkingMinutes(rows);

  const activityOf = (entry: TimeEntry) => entryInWords(tPlacement, entry);

  const timesOf = (entry: TimeEntry) => {
    if (!hasTimes(entry)) return '';
    const span = t('activities.span', { start: entry.workStart, end: entry.workEnd });
    const pauses = PAUSE_FIELDS.filter(([start, end]) => isTime(entry[start]) || isTime(entry[end])).map(
      ([start, end]) => t('activities.span', { start: entry[start], end: entry[end] }),
    );
    return pauses.length === 0
      ? span
      : `${span}, ${t('activities.pauses', { count: pauses.length, pauses: pauses.join(', ') })}`;
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <TabHeading
        id={headingId}
        title={t('activities.heading')}
        aside={
          reportId && (
            <Button
              variant="outlined"
              startIcon={<PictureAsPdfOutlined />}
              aria-label={t('activities.pdfLabel', { month: monthName })}
              onClick={() => openFile(PLACEMENT_PATHS.activityReport.build(reportId, lang))}
              disabled={connection.offline}
              aria-describedby={connection.describedBy}
            >
              {t('activities.pdf')}
            </Button>
          )
        }
      />
      {reportId && connection.note}
      {!reportId && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {t('activities.pdfLater')}
        </Typography>
      )}
      {rows.length === 0 ? (
        <Typography color="textSecondary">{t('activities.none', { month: monthName })}</Typography>
      ) : (
        // A phone scrolls the table sideways, not the page; the region takes the focus, so a keyboard scrolls it too.
        <Box
          role="region"
          tabIndex={0}
          aria-label={t('activities.caption', { month: monthName })}
          sx={{
            overflowX: 'auto',
            '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          }}
        >
          <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0 } }}>
            <Typography component="caption" variant="body2" color="textSecondary" sx={{ textAlign: 'left', pb: 1 }}>
              {t('activities.caption', { month: monthName })}
            </Typography>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('activities.date')}</TableCell>
                <TableCell scope="col">{t('activities.activity')}</TableCell>
                {withTimes && <TableCell scope="col">{t('activities.workingTimes')}</TableCell>}
                {withTimes && (
                  <TableCell scope="col" align="right">
                    {t('activities.net')}
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => {
                const minutes = entryWorkingMinutes(entry);
                return (
                  <TableRow key={entry.date}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateAs(entry.date, 'weekdayDayShort', lang)}
                    </TableCell>
                    <TableCell>{activityOf(entry)}</TableCell>
                    {withTimes && <TableCell>{timesOf(entry)}</TableCell>}
                    {withTimes && (
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {minutes === null ? '' : t('activities.hours', { time: formatDuration(minutes) })}
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
            {withTimes && (
              <TableFooter>
                <TableRow sx={{ '& th, & td': { color: 'text.primary', fontWeight: 700, fontSize: '0.875rem' } }}>
                  <TableCell component="th" scope="row" colSpan={3}>
                    {t('activities.total')}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {t('activities.hours', { time: formatDuration(totalNet) })}
                  </TableCell>
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </Box>
      )}
    </Box>
  );
}
