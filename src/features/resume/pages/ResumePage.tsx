import '../resume.feature';
import Box from '@mui/material/Box';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeading } from '@/components/layout/PageHeading';
import { paths } from '@/config/paths';
import { selectPersonalDetails } from '@/core/profile/profile.selectors';
import { CvView } from '../components/CvView';
import { ResumeBaseContext, type ResumeBase } from '../components/resumeBase';
import { ResumeDialogRoutes } from '../components/ResumeDialogRoutes';
import { resumeActions } from '../resume.slice';
import { selectCv, selectResumeLanguage } from '../resume.selectors';

/** `/resume`: the manager's own CV, with its edit dialogs as routes under it (part 2 §2). */
export default function ResumePage() {
  const { t } = useTranslation('resume');
  const dispatch = useAppDispatch();
  const managerId = useAppSelector(selectPersonalDetails)?.manager_id ?? null;
  const base = useMemo<ResumeBase | null>(
    () => (managerId ? { path: paths.resume.getHref(), source: { kind: 'manager', id: managerId } } : null),
    [managerId],
  );
  const cv = useAppSelector((state) => (base ? selectCv(state, base.source) : null));
  const lang = useAppSelector(selectResumeLanguage);

  useEffect(() => {
    if (base) dispatch(resumeActions.cvRequested(base.source));
  }, [base, dispatch]);

  return (
    <Box sx={{ maxWidth: 1600, mx: 'auto' }}>
      <PageHeading title={t('title')} />
      {cv?.status === 'failed' && !cv.data && <ApiErrorAlert error={cv.error} />}
      {!cv?.data && cv?.status !== 'failed' && <PageLoader />}
      {base && cv?.data && (
        <ResumeBaseContext.Provider value={base}>
          <CvView resume={cv.data} lang={lang} editBase={base.path} />
          <ResumeDialogRoutes />
        </ResumeBaseContext.Provider>
      )}
    </Box>
  );
}
