import '../resume.feature';

import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import type { DialogOpenState } from '@/components/dialog/dialogRoute';
import { LoadFailed } from '@/components/feedback/LoadState';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector, useReadState } from '@/core/hooks';
import { useProfilePhoto } from '@/core/profile/useProfilePhoto';
import { selectManagerId } from '@/core/session/session.selectors';
import { afterNextPaint } from '@/lib/afterNextPaint';

import { CvView } from '../components/CvView';
import { ResumeBaseContext, type ResumeBase } from '../components/resumeBase';
import { dialogHref } from '../components/resumeDialogPaths';
import { ResumeDialogRoutes } from '../components/ResumeDialogRoutes';
import { AvailabilityCard } from '../components/view/AvailabilityCard';
import { CvStatusCard } from '../components/view/CvStatusCard';
import { MissingTextsPanel } from '../components/view/MissingTextsPanel';
import { selectCv, selectResumeLanguage, type ResumeRoot } from '../resume.selectors';
import { resumeActions } from '../resume.slice';
import { cvKey } from '../resume.types';

/** `/resume`: the manager's own CV, with its edit dialogs as routes under it. */
export default function ResumePage() {
  const { t } = useTranslation('resume');
  const dispatch = useAppDispatch();
  const readState = useReadState();
  const managerId = useAppSelector(selectManagerId);
  const base = useMemo<ResumeBase | null>(
    () => (managerId ? { path: paths.resume.getHref(), source: { kind: 'manager', id: managerId } } : null),
    [managerId],
  );
  // Narrow selections: reloading a CV that is already shown (status 'loading', then 'succeeded'
  // with the same data) does not render the page again.
  const data = useAppSelector((state: ResumeRoot) => (base ? selectCv(state, base.source).data : null));
  const loadFailed = useAppSelector((state: ResumeRoot) =>
    base ? selectCv(state, base.source).status === 'failed' : false,
  );
  const loadError = useAppSelector((state: ResumeRoot) => (base ? selectCv(state, base.source).error : null));
  const lang = useAppSelector(selectResumeLanguage);
  // The photo is fetched with the bearer header, never by a URL with a token (docs/decisions/012-files-with-bearer.md).
  const photoUrl = useProfilePhoto(data?.personalDetails.photo);

  useEffect(() => {
    if (!base) return undefined;
    const load = () => dispatch(resumeActions.cvRequested(base.source));
    if (!readState(selectCv, base.source).data) {
      load();
      return undefined;
    }
    // The CV is shown from memory at once; it is loaded again once that frame is painted, so
    // the request (in the demo, the mock answering in this page) does not hold the page back.
    return afterNextPaint(load);
  }, [base, dispatch, readState]);

  const openedFromPage: DialogOpenState = { fromBase: true };

  return (
    <Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 1,
          mb: 2,
        }}
      >
        <PageHeading title={t('title')} />
        {base && data && (
          // Where a CV is passed on: as a link to its public view (docs/decisions/037-public-cv.md), or as a PDF.
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {(
              [
                ['share', ShareOutlined, t('share.open')],
                ['pdfCreation', PictureAsPdfOutlined, t('exportPdf')],
              ] as const
            ).map(([dialog, Icon, label]) => (
              <Button
                key={dialog}
                component={RouterLink}
                to={dialogHref(base.path, dialog)}
                state={openedFromPage}
                variant="outlined"
                startIcon={<Icon aria-hidden />}
              >
                {label}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      {/* LoadState's rule, read from the narrow selections above: a failed reload is said above the CV it keeps. */}
      {base && loadFailed && (
        <LoadFailed
          error={loadError}
          message={t('loadError')}
          onRetry={() => dispatch(resumeActions.cvRequested(base.source))}
        />
      )}
      {!data && !loadFailed && <PageLoader />}
      {base && data && (
        <ResumeBaseContext.Provider value={base}>
          <CvView
            resume={data}
            lang={lang}
            editBase={base.path}
            photoUrl={photoUrl}
            cards={
              <Box
                sx={{
                  display: 'grid',
                  gap: { xs: 2, sm: 3 },
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    md: 'repeat(2, minmax(0, 1fr))',
                    xl: 'repeat(3, minmax(0, 1fr))',
                  },
                  alignItems: 'start',
                }}
              >
                <CvStatusCard resume={data} cv={cvKey(base.source)} />
                <AvailabilityCard availability={data.availability} />
                <MissingTextsPanel resume={data} />
              </Box>
            }
          />
          <ResumeDialogRoutes />
        </ResumeBaseContext.Provider>
      )}
    </Box>
  );
}
