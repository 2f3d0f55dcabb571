import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';

import { selectBanner } from '@/core/feedback/feedback.selectors';
import { bannerDismissed } from '@/core/feedback/feedback.slice';

import { apiErrorMessage } from './errorMessage';
import { LazyAlert } from './LazyAlert';

/** A dismissible error banner for problems that should stay visible. */
export function ErrorBanner() {
  const { t } = useTranslation();
  const banner = useSelector(selectBanner);
  const dispatch = useDispatch();
  if (!banner) return null;
  return (
    <LazyAlert
      severity="error"
      role="alert"
      onClose={() => dispatch(bannerDismissed())}
      slotProps={{ closeButton: { title: t('actions.dismiss'), 'aria-label': t('actions.dismiss') } }}
      sx={{ borderRadius: 0 }}
    >
      {apiErrorMessage(t, banner.error)}
    </LazyAlert>
  );
}
