import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { SectionCard } from '@/components/layout/SectionCard';
import { paths } from '@/config/paths';

/** The opportunity management card, with its 'update CV' button to /resume. */
export function CvUpdateCard() {
  const { t } = useTranslation('management');
  return (
    <SectionCard
      title={t('cvCard.heading')}
      headingVariant="h3"
      sx={{ bgcolor: 'action.hover' }}
      action={
        <Button component={RouterLink} to={paths.resume.getHref()} variant="contained" startIcon={<EditNoteOutlined />}>
          {t('cvCard.action')}
        </Button>
      }
    >
      <Typography color="textSecondary">{t('cvCard.text')}</Typography>
    </SectionCard>
  );
}
