import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { SafeHtml } from '@/components/html/SafeHtml';
import { type MonthlyReportTextField, type MonthlyReportTexts } from '@/contract/placements';
import { MONTHLY_REPORT_TEXT_FIELDS } from '@/contract/placements.answers';
import { isBlankHtml } from '@/contract/timeEntries';

/**
 * The seven sections of a report that can no longer be changed, read-only and sanitized
 * (docs/decisions/011-server-html.md).
 */
interface ReportTextsProps {
  texts: MonthlyReportTexts;
  headingLevel?: 'h3' | 'h4';
  /** Only these sections (default: all seven). */
  only?: readonly MonthlyReportTextField[];
}

export function ReportTexts({ texts, headingLevel = 'h3', only = MONTHLY_REPORT_TEXT_FIELDS }: ReportTextsProps) {
  const { t } = useTranslation('monthlyReport');
  const idPrefix = useId();
  return (
    <Box>
      {MONTHLY_REPORT_TEXT_FIELDS.map(
        (field, index) =>
          only.includes(field) && (
            <Box key={field} component="section" aria-labelledby={`${idPrefix}-${field}`} sx={{ mb: 2.5 }}>
              <Typography
                id={`${idPrefix}-${field}`}
                component={headingLevel}
                variant="subtitle1"
                sx={{ fontWeight: 500, mb: 0.5 }}
              >
                {t('report.sectionLabel', { number: index + 1, title: t(`report.sections.${field}`) })}
              </Typography>
              {isBlankHtml(texts[field]) ? (
                <Typography color="textSecondary">{t('report.notFilled')}</Typography>
              ) : (
                <SafeHtml
                  html={texts[field]}
                  profile="richText"
                  sx={{ overflowWrap: 'anywhere', '& p': { m: 0 }, '& ul': { my: 0.5 } }}
                />
              )}
            </Box>
          ),
      )}
    </Box>
  );
}
