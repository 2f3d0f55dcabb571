import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { AGREEMENT_PATHS } from '@/contract/agreement';
import type { Lang } from '@/contract/common';
import { useOpenFile } from '@/core/feedback/useOpenFile';

/** The confidentiality/collaboration section with the two agreement files. */
export function AgreementFiles({ lang }: { lang: Lang }) {
  const { t } = useTranslation('documents');
  const openFile = useOpenFile();
  return (
    <Stack spacing={1.5}>
      <Typography color="textSecondary">{t('agreements.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlined />}
          onClick={() => openFile(AGREEMENT_PATHS.agreementFile.build(lang))}
        >
          {t('agreements.agreementFile')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlined />}
          onClick={() => openFile(AGREEMENT_PATHS.protectionFile.build(lang))}
        >
          {t('agreements.protectionFile')}
        </Button>
      </Stack>
    </Stack>
  );
}
