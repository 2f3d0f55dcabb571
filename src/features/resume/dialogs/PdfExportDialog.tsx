import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DialogCloseButton } from '@/components/dialog/DialogCloseButton';
import { useCloseDialog } from '@/components/dialog/dialogRoute';
import { PortalDialog } from '@/components/dialog/PortalDialog';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import type { Lang } from '@/contract/common';
import { CV_TYPES, type CvType } from '@/contract/resume';
import { useAppSelector } from '@/core/hooks';
import { selectUserId } from '@/core/session/session.selectors';

import { useResumeBase } from '../components/resumeBase';
import { DesignSwatches } from '../pdf/DesignSwatches';
import { ExampleFiles, type ExampleFileKey } from '../pdf/ExampleFiles';
import { cvPdfPath, readLastChoice, storeLastChoice, type PdfChoice, type PdfDesign } from '../pdf/pdfChoice';
import { useFileOpener } from '../pdf/useFileOpener';
import { selectResumeLanguage } from '../resume.selectors';

type FileKey = 'cv' | ExampleFileKey;
const LANGUAGES: Lang[] = ['de', 'en'];

/**
 * `{base}/pdfcreation`: the PDF export. Not a form that saves: it
 * chooses language, CV type, colour scheme and template, and opens the CV PDF in a new tab.
 * It follows the other CV dialogs' rules (full-screen below 768 px, the backdrop does not
 * close it, closing goes back like they do) without their save/draft shell.
 */
export default function PdfExportDialog() {
  const { t } = useTranslation('pdfExport');
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const close = useCloseDialog(useResumeBase().path);
  const base = useResumeBase();
  const userId = useAppSelector(selectUserId);
  const resumeLanguage = useAppSelector(selectResumeLanguage);
  const [language, setLanguage] = useState<Lang>(resumeLanguage);
  const [choice, setChoice] = useState<PdfChoice>(() => readLastChoice(userId));
  const files = useFileOpener<FileKey>();
  const managerId = base.source.kind === 'manager' ? base.source.id : null;
  // The PDF is made by the server (docs/decisions/054-offline-data.md): the choices stay open, the creation waits.
  const connection = useNeedsConnection();

  const choose = useCallback(
    (change: Partial<PdfChoice>) => {
      setChoice((current) => {
        const next = { ...current, ...change };
        storeLastChoice(userId, next);
        return next;
      });
    },
    [userId],
  );
  const chooseDesign = useCallback((colourHex: string, design: PdfDesign) => choose({ colourHex, design }), [choose]);

  const createPdf = () => {
    if (managerId) files.open('cv', cvPdfPath(language, choice, managerId));
  };

  return (
    // Escape closes: nothing to lose here.
    <PortalDialog titleId={titleId} onEscape={close}>
      <DialogTitle id={titleId} component="h2" sx={{ pr: 7 }}>
        {t('title')}
      </DialogTitle>
      <DialogCloseButton onClick={close} />
      <DialogContent dividers>
        <Stack spacing={3}>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('language.legend')}</FormLabel>
            <RadioGroup
              row
              name="pdf-language"
              value={language}
              onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'de')}
            >
              {LANGUAGES.map((lang) => (
                <FormControlLabel key={lang} value={lang} control={<Radio />} label={t(`language.${lang}`)} />
              ))}
            </RadioGroup>
          </FormControl>

          <CvTypeChoice value={choice.cvType} onChange={(cvType) => choose({ cvType })} />

          <DesignSwatches colourHex={choice.colourHex} design={choice.design} onChange={chooseDesign} />

          <Divider />

          <ExampleFiles lang={language} busy={files.busy !== null} onOpen={files.open} />
        </Stack>
      </DialogContent>
      {/* Beside the buttons, not in the scrolled content, so the result is seen wherever the user is. */}
      {files.failed && (
        <Box sx={{ px: 3, pt: 1.5 }}>
          <Alert severity="error" role="alert">
            {files.failed.key === 'cv' ? t('result.pdfFailed') : t('result.fileFailed')}{' '}
            {apiErrorMessage(tCommon, files.failed.error)}
          </Alert>
        </Box>
      )}
      {/* One live region, present from the start, so screen readers announce what is put into it. */}
      <Box role="status" sx={{ px: 3, pt: files.opened ? 1.5 : 0 }}>
        {files.opened && (
          <Alert severity="success" role="none">
            {files.opened === 'cv' ? t('result.pdfOpened') : t('result.fileOpened')}
          </Alert>
        )}
      </Box>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {connection.note && <Box sx={{ flex: '1 1 16rem', display: 'flex' }}>{connection.note}</Box>}
        <Button onClick={close}>{tCommon('actions.close')}</Button>
        <Button
          variant="contained"
          onClick={createPdf}
          disabled={!managerId || files.busy !== null || connection.offline}
          aria-describedby={connection.describedBy}
        >
          {files.busy === 'cv' ? t('creating') : t('create')}
        </Button>
      </DialogActions>
    </PortalDialog>
  );
}

function CvTypeChoice({ value, onChange }: { value: CvType; onChange: (cvType: CvType) => void }) {
  const { t } = useTranslation('pdfExport');
  const id = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('cvType.legend')}</FormLabel>
      <RadioGroup
        name="pdf-cv-type"
        value={value}
        onChange={(event) => {
          const chosen = CV_TYPES.find((type) => type === event.target.value);
          if (chosen) onChange(chosen);
        }}
      >
        {CV_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            sx={{ alignItems: 'flex-start', mb: 0.5 }}
            // The name is the type alone; its one-line explanation is the description.
            control={
              <Radio
                sx={{ mt: -0.75 }}
                slotProps={{ input: { 'aria-labelledby': `${id}-${type}-name`, 'aria-describedby': `${id}-${type}` } }}
              />
            }
            label={
              <>
                <Typography id={`${id}-${type}-name`} component="span" sx={{ display: 'block' }}>
                  {t(`cvType.${type}.name`)}
                </Typography>
                <Typography
                  id={`${id}-${type}`}
                  component="span"
                  variant="body2"
                  color="textSecondary"
                  sx={{ display: 'block' }}
                >
                  {t(`cvType.${type}.description`)}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
