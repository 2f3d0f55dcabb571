import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { SUPPORT_EMAIL } from '@/config/links';
import { META_PATHS } from '@/contract/meta';
import { useOpenFile } from '@/core/feedback/useOpenFile';

import { DashboardCard } from './DashboardCard';

/**
 * The specification names a digital-assistant widget without content: help at hand, the FAQ (the
 * profile menu's file) and a message to support.
 */
export function AssistantWidget() {
  const { t } = useTranslation('dashboard');
  const openFile = useOpenFile();
  return (
    <DashboardCard title={t('assistant.heading')}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('assistant.text')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={() => openFile(META_PATHS.faqFile.build())}>
          {t('assistant.faq')}
        </Button>
        <Button variant="text" size="small" href={`mailto:${SUPPORT_EMAIL}`}>
          {t('assistant.contact')}
        </Button>
      </Box>
    </DashboardCard>
  );
}
