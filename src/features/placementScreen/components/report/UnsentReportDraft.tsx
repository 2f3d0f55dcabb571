import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Columns } from '@/components/layout/Columns';
import type { MonthlyReportTexts } from '@/contract/placements';
import { discardDraft, loadDraft } from '@/lib/drafts';

import { ReportTexts } from './ReportTexts';
import { parseReportDraft } from './reportTexts';
import { differingSections, draftAsText } from './unsentDraft';

interface UnsentReportDraftProps {
  owner: string;
  draftName: string;
  /** The locked report's texts. */
  texts: MonthlyReportTexts;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The report was locked (its invoice submitted, or a mandate's report sent) while the manager was
 * still writing, here or in another window: the locked report beside what was typed, which stays a
 * draft on this device until copied away and discarded. A draft that says nothing new goes
 * (e.g. the one a successful send leaves behind).
 */
export function UnsentReportDraft({ owner, draftName, texts }: UnsentReportDraftProps) {
  const { t } = useTranslation('monthlyReport');
  const [draft, setDraft] = useState(() => parseReportDraft(loadDraft<unknown>(owner, draftName)));
  const [copy, setCopy] = useState<CopyState>('idle');
  const differing = draft ? differingSections(draft, texts) : [];
  const news = differing.length > 0;

  useEffect(() => {
    if (draft !== null && !news) discardDraft(owner, draftName);
  }, [draft, news, owner, draftName]);

  if (!draft || !news) return <ReportTexts texts={texts} />;

  const copyDraft = async () => {
    const text = draftAsText(draft, (field, number) =>
      t('report.sectionLabel', { number, title: t(`report.sections.${field}`) }),
    );
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <AlertTitle component="h3" sx={{ fontSize: '1rem' }}>
          {t('report.unsent.title')}
        </AlertTitle>
        {t('report.unsent.text')}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copyDraft()}>
            {t('report.unsent.copy')}
          </Button>
          <Button
            variant="outlined"
            color="inherit"
            size="small"
            onClick={() => {
              discardDraft(owner, draftName);
              setDraft(null);
            }}
          >
            {t('report.unsent.discard')}
          </Button>
        </Stack>
        <Typography role="status" variant="body2" sx={{ mt: copy === 'idle' ? 0 : 1 }}>
          {copy === 'copied' && t('report.unsent.copied')}
          {copy === 'failed' && t('report.unsent.copyFailed')}
        </Typography>
      </Alert>
      <Columns ratio={[1, 1]} from="md">
        <Box component="section" aria-label={t('report.unsent.lockedHeading')} sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            {t('report.unsent.lockedHeading')}
          </Typography>
          <ReportTexts texts={texts} headingLevel="h4" />
        </Box>
        <Box
          component="section"
          aria-label={t('report.unsent.heading')}
          sx={{ minWidth: 0, borderLeft: { md: 1 }, borderColor: { md: 'divider' }, pl: { md: 2 } }}
        >
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            {t('report.unsent.heading')}
          </Typography>
          <ReportTexts texts={draft} headingLevel="h4" only={differing} />
        </Box>
      </Columns>
    </>
  );
}
