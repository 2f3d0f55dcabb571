import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

// '?no-inline': a fingerprinted file of its own, not a data: URL (both are small enough to be inlined).
import illustration from '@/assets/welcome-illustration.svg?no-inline';
import poster from '@/assets/welcome-video-poster.svg?no-inline';
import { Columns } from '@/components/layout/Columns';
import { toSafeHref } from '@/lib/webLinks';

interface WelcomeVideoProps {
  /** The video of the current language; null while it loads or when there is none. */
  url: string | null;
  videoTitle: string;
  playLabel: string;
  openInNewTabLabel: string;
  imageAlt: string;
  unavailableText: string;
}

const frame = { display: 'block', width: '100%', aspectRatio: '16 / 9', borderRadius: 1 } as const;

/**
 * The welcome video and image (docs/decisions/016-extra-paths.md). The video lives on the provider's
 * media host, another origin. Until the user presses play only the self-hosted poster is
 * shown: the player, with its source, is created by that click, so the page itself never
 * reaches outside its origin (Chromium checks the CSP for a `<source>` even with
 * `preload="none"`). Hosts must add the media origin to the CSP's `media-src` for the inline
 * player to play; the plain link opens the video in a tab of its own in any case.
 */
export function WelcomeVideo({
  url,
  videoTitle,
  playLabel,
  openInNewTabLabel,
  imageAlt,
  unavailableText,
}: WelcomeVideoProps) {
  const href = url ? toSafeHref(url) : null;
  const [playing, setPlaying] = useState(false);
  return (
    <Columns ratio={[3, 2]} alignItems="center">
      <Box sx={{ minWidth: 0 }}>
        {href && playing ? (
          <Box
            component="video"
            controls
            autoPlay
            preload="none"
            poster={poster}
            aria-label={videoTitle}
            sx={{ ...frame, bgcolor: 'primary.dark' }}
          >
            <source src={href} type="video/mp4" />
          </Box>
        ) : (
          <ButtonBase
            onClick={() => setPlaying(true)}
            disabled={!href}
            aria-label={playLabel}
            focusRipple
            sx={{
              ...frame,
              position: 'relative',
              overflow: 'hidden',
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
            }}
          >
            <Box component="img" src={poster} alt="" sx={{ ...frame, borderRadius: 0, opacity: href ? 1 : 0.5 }} />
          </ButtonBase>
        )}
        {href ? (
          <Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
          >
            {openInNewTabLabel}
            <OpenInNewIcon fontSize="small" aria-hidden />
          </Link>
        ) : (
          unavailableText && (
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {unavailableText}
            </Typography>
          )
        )}
      </Box>
      <Box
        component="img"
        src={illustration}
        alt={imageAlt}
        sx={{ display: 'block', width: '100%', maxWidth: 420, mx: 'auto', height: 'auto' }}
      />
    </Columns>
  );
}
