import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';

import type { Lang } from '@/contract/common';
import { uiLanguageChanged } from '@/core/session/session.events';
import { useUiLanguage } from '@/lib/useUiLanguage';

const LANGS: Lang[] = ['de', 'en'];

/** Switches the UI language; persisted and shared with the other tabs (docs/decisions/008-tabs-agree.md). */
export function LanguageSwitch({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const current = useUiLanguage();
  const color = inverted ? '#fff' : 'primary.main';
  return (
    <Box
      role="group"
      aria-label={t('language.label')}
      sx={{
        display: 'flex',
        border: 1,
        borderColor: inverted ? 'rgba(255,255,255,0.6)' : 'primary.main',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {LANGS.map((lang) => {
        const selected = lang === current;
        // The name begins with the code the button shows (WCAG 2.5.3 Label in Name): "DE – Deutsch".
        const code = lang.toUpperCase();
        return (
          <Button
            key={lang}
            lang={lang}
            aria-label={t('language.option', { code, name: t(`language.${lang}`) })}
            aria-pressed={selected}
            onClick={() => !selected && dispatch(uiLanguageChanged({ lang }))}
            sx={{
              minWidth: 40,
              minHeight: 32,
              px: 1,
              py: 0.25,
              borderRadius: 0,
              fontWeight: 500,
              color: selected ? (inverted ? 'primary.main' : '#fff') : color,
              bgcolor: selected ? (inverted ? '#fff' : 'primary.main') : 'transparent',
              '&:hover': {
                bgcolor: selected
                  ? inverted
                    ? '#e3ecf8'
                    : 'primary.dark'
                  : inverted
                    ? 'rgba(255,255,255,0.12)'
                    : 'rgba(13,71,161,0.08)',
              },
            }}
          >
            {code}
          </Button>
        );
      })}
    </Box>
  );
}
