import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import type en from '@/locales/en/common.json';

type PageKey = keyof typeof en.pages;

/** A screen whose issue is still to come names itself instead of showing nothing. */
export default function PlaceholderPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 720, mx: 'auto', textAlign: 'center' }}>
      <Typography component="h1" variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('placeholder.body')}
      </Typography>
      <Button component={RouterLink} to={paths.root.getHref()} variant="outlined">
        {t('placeholder.backHome')}
      </Button>
    </Paper>
  );
}
