import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { Lang } from '@/api/contract';
import { uiLanguageChanged } from '@/core/session.events';

const LANGS: Lang[] = ['de', 'en'];

/** Switches the UI language; persisted and shared with the other tabs (decision 7). */
export function LanguageSwitch({ inverted = false }: { inverted?: boolean }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const current: Lang = i18n.language === 'de' ? 'de' : 'en';
  return (
    <ToggleButtonGroup
      value={current}
      exclusive
      size="small"
      aria-label={t('language.label')}
      onChange={(_event, lang: Lang | null) => lang && lang !== current && dispatch(uiLanguageChanged({ lang }))}
      sx={
        inverted
          ? { '& .MuiToggleButton-root': { color: 'rgba(255,255,255,0.85)', borderColor: 'rgba(255,255,255,0.5)' },
              '& .MuiToggleButton-root.Mui-selected': { color: 'primary.main', bgcolor: '#fff' },
              '& .MuiToggleButton-root.Mui-selected:hover': { bgcolor: '#e3ecf8' } }
          : undefined
      }
    >
      {LANGS.map((lang) => (
        <ToggleButton key={lang} value={lang} aria-label={t(`language.${lang}`)} lang={lang} sx={{ px: 1.25, py: 0.25, fontWeight: 500 }}>
          {lang.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
