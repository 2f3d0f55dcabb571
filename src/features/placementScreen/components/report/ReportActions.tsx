import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { SendButton } from '@/components/dialog/ConfirmDialog';
import type { MonthlyReportTexts } from '@/contract/placements';
import { MONTHLY_REPORT_TEXT_FIELDS } from '@/contract/placements.answers';
import { isBlankHtml } from '@/contract/timeEntries';

interface ReportActionsProps {
  monthName: string;
  /** Sent, billing still open: the send is a correction, and there is no Save. */
  sent: boolean;
  mandate: boolean;
  pending: 'save' | 'send' | null;
  /** Save and Send can not be pressed (a submission runs, or no connection). */
  disabled: boolean;
  /** Send can not be pressed either (the expenses question is open): the id of the text that says why. */
  sendBlockedBy: string | null;
  describedBy?: string;
  onSend: () => void;
}

/**
 * The report's actions, in reach while the manager writes (a bar that sticks to the bottom of the screen): how many
 * of the seven sections are written, Save, and Send, whose question names the sections still empty.
 */
export function ReportActions({
  monthName,
  sent,
  mandate,
  pending,
  disabled,
  sendBlockedBy,
  describedBy,
  onSend,
}: ReportActionsProps) {
  const { t } = useTranslation('monthlyReport');
  const { values } = useFormikContext<MonthlyReportTexts>();
  const empty = MONTHLY_REPORT_TEXT_FIELDS.flatMap((field, index) =>
    isBlankHtml(values[field] ?? '')
      ? [t('report.sectionLabel', { number: index + 1, title: t(`report.sections.${field}`) })]
      : [],
  );
  const total = MONTHLY_REPORT_TEXT_FIELDS.length;
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        mt: 3,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Typography variant="body2" color="textSecondary" sx={{ flex: '1 1 12rem' }}>
        {t('report.written', { count: total - empty.length, total })}
      </Typography>
      {sendBlockedBy && (
        <Typography id={sendBlockedBy} variant="body2" color="textSecondary" sx={{ flex: '1 1 12rem' }}>
          {t('report.expenses.required')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {!sent && (
          <Button type="submit" variant="outlined" disabled={disabled} aria-describedby={describedBy}>
            {pending === 'save' ? t('report.saving') : t('report.save')}
          </Button>
        )}
        <SendButton
          label={pending === 'send' ? t('report.sending') : t(sent ? 'report.sendCorrection' : 'report.send')}
          disabled={disabled || sendBlockedBy !== null}
          describedBy={describedBy}
          confirm={{
            title: t(sent ? 'report.confirm.correctionTitle' : 'report.confirm.title', { month: monthName }),
            text: t(
              sent ? 'report.confirm.correctionText' : mandate ? 'report.confirm.mandateText' : 'report.confirm.text',
            ),
            cancelLabel: t('report.confirm.cancel'),
            confirmLabel:
              empty.length > 0
                ? t('report.confirm.sendAnyway')
                : t(sent ? 'report.confirm.sendCorrection' : 'report.confirm.send'),
          }}
          onConfirm={onSend}
        >
          {empty.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Typography component="h3" variant="subtitle2">
                {t('report.confirm.emptyHeading', { count: empty.length })}
              </Typography>
              <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
                {empty.map((section) => (
                  <li key={section}>{section}</li>
                ))}
              </Box>
              <Typography variant="body2">{t('report.confirm.emptyHint')}</Typography>
            </Box>
          )}
        </SendButton>
      </Box>
    </Box>
  );
}
