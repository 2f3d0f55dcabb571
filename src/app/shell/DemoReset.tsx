import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { clearTokens } from '@/api/tokens';
import { paths } from '@/config/paths';
import { clearLastActive } from '@/lib/lastActive';

/** The visible "Reset demo data" action of the demo mode (docs/decisions/002-demo-mode.md). */
export default function DemoReset() {
  const { t } = useTranslation();
  const reset = async () => {
    const { resetDemoData } = await import('@mocks/browser');
    resetDemoData();
    clearTokens();
    clearLastActive();
    window.sessionStorage.clear();
    window.location.assign(paths.login.getHref());
  };
  return (
    <>
      <Typography variant="body2" color="textSecondary">
        {t('footer.demoMode')}
      </Typography>
      <Button size="small" variant="outlined" onClick={() => void reset()}>
        {t('footer.resetDemo')}
      </Button>
    </>
  );
}
