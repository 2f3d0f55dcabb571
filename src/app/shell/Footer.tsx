import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { FRONTEND_VERSION } from '@/config/env';
import { footerLinks, socialLinks } from '@/config/links';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectApiVersion } from '@/core/meta/meta.selectors';
import { metaActions } from '@/core/meta/meta.slice';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { MAX_APP_WIDTH } from '../theme/theme';

// Only the demo build has the reset; the literal check lets the real build drop it (docs/decisions/002-demo-mode.md).
const DemoReset = import.meta.env.VITE_DEMO === 'true' ? lazy(() => import('./DemoReset')) : null;

const ICONS = { LinkedIn: LinkedInIcon, YouTube: YouTubeIcon, Instagram: InstagramIcon } as const;

/** The provider's contact, legal notice and privacy links, social links and versions. */
export function Footer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const apiVersion = useAppSelector(selectApiVersion);
  const lang = useUiLanguage();
  const links = footerLinks[lang];

  useEffect(() => {
    if (apiVersion.status === 'idle') dispatch(metaActions.versionRequested());
  }, [apiVersion.status, dispatch]);

  // The demo's reset button loads on its own; the footer waits for it rather than grow when it comes.
  return (
    <Suspense fallback={null}>
      <Box
        component="footer"
        aria-label={t('footer.label')}
        sx={{ bgcolor: '#e8edf3', color: 'text.primary', mt: 'auto', py: 3 }}
      >
        <Box sx={{ maxWidth: MAX_APP_WIDTH, mx: 'auto', px: { xs: 2, sm: 3 } }}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', md: 'row' },
              gap: 2,
              justifyContent: 'space-between',
              alignItems: { md: 'center' },
            }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }} lang={lang}>
              <Link href={links.contact} target="_blank" rel="noopener noreferrer" color="inherit">
                {t('footer.contact')}
              </Link>
              <Link href={links.legalNotice} target="_blank" rel="noopener noreferrer" color="inherit">
                {t('footer.legalNotice')}
              </Link>
              <Link href={links.privacy} target="_blank" rel="noopener noreferrer" color="inherit">
                {t('footer.privacy')}
              </Link>
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              {socialLinks.map(({ network, href }) => {
                const Icon = ICONS[network];
                return (
                  <IconButton
                    key={network}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.social', { network })}
                    color="primary"
                  >
                    <Icon />
                  </IconButton>
                );
              })}
            </Box>
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: { xs: 0.5, sm: 2 },
              mt: 2,
              alignItems: { sm: 'center' },
            }}
          >
            <Typography variant="body2" color="textSecondary">
              © {t('app.provider')} · {t('footer.frontendVersion', { version: FRONTEND_VERSION })} ·{' '}
              {apiVersion.data ? t('footer.apiVersion', { version: apiVersion.data }) : t('footer.apiVersionUnknown')}
            </Typography>
            {DemoReset && <DemoReset />}
          </Box>
        </Box>
      </Box>
    </Suspense>
  );
}
