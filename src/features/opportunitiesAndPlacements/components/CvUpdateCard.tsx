import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';

/** The opportunity management card, with its 'update CV' button to /resume. */
export function CvUpdateCard() {
  const { t } = useTranslation('management');
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 3 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Stack spacing={0.5} sx={{ flex: '1 1 20rem', minWidth: 0 }}>
        <Typography id={headingId} component="h2" variant="h3">
          {t('cvCard.heading')}
        </Typography>
        <Typography color="text.secondary">{t('cvCard.text')}</Typography>
      </Stack>
      <Button component={RouterLink} to={paths.resume.getHref()} variant="contained" startIcon={<EditNoteOutlined />}>
        {t('cvCard.action')}
      </Button>
    </Paper>
  );
}
