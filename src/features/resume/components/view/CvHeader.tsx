import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import type { Lang } from '@/contract/common';
import type { PublicPersonalDetails } from '@/contract/resume';
import { useAppDispatch } from '@/core/hooks';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { buildFullName } from '@/core/profile/profile.selectors';
import { resumeActions } from '@/features/resume/resume.slice';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { useCvView } from './cvViewContext';

/** The profile photo is 9.25em. */
const PHOTO_SIZE = '9.25em';
const RESUME_LANGUAGES: Lang[] = ['de', 'en'];

interface CvHeaderProps {
  /** The name and place of anyone's CV; `readonly` on the owner's own. */
  details: PublicPersonalDetails & { readonly?: boolean };
  /** An object URL of the photo (the own CV); the public views show the initials. */
  photoUrl?: string | null;
  /** The public views have no other h1: there the name is the page's heading. */
  nameIsPageHeading?: boolean;
}

/**
 * The profile header: photo, full name (salutation, title, first and last name),
 * the edit link to the personal details (hidden by the readonly flag and in a read-only CV)
 * and the de/en toggle that switches the resume language.
 */
export function CvHeader({ details, photoUrl, nameIsPageHeading = false }: CvHeaderProps) {
  const { t } = useTranslation('resume');
  const dispatch = useAppDispatch();
  const { lang, editBase } = useCvView();
  const uiLang = useUiLanguage();
  const languageLabelId = useId();
  const salutation = useLabelOf('salutations');
  const title = useLabelOf('titles');
  const country = useLabelOf('countries');
  // The labels are in the portal's language, and so is the way the name is put together.
  const fullName = buildFullName(
    {
      salutation: salutation(details.salutation),
      title: title(details.title),
      firstName: details.firstName,
      lastName: details.lastName,
    },
    uiLang,
  );
  const initials = `${details.firstName.trim().charAt(0)}${details.lastName.trim().charAt(0)}`.toUpperCase();
  const place = [details.primaryAddress?.city, country(details.primaryAddress?.country)].filter(Boolean).join(', ');

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 2, sm: 3 } }}
    >
      <Avatar
        src={photoUrl ?? undefined}
        alt={photoUrl ? t('header.photo', { name: fullName }) : undefined}
        sx={{ width: PHOTO_SIZE, height: PHOTO_SIZE, bgcolor: 'primary.main', flexShrink: 0 }}
      >
        {/* The size is in em of the page's font, so the initials get their own size. */}
        <Box component="span" aria-hidden sx={{ fontSize: '2.5rem' }}>
          {initials}
        </Box>
      </Avatar>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography
          component={nameIsPageHeading ? 'h1' : 'p'}
          variant="h1"
          sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {fullName}
        </Typography>
        {place && <Typography color="textSecondary">{place}</Typography>}
        {editBase && !details.readonly && (
          // The readonly flag on the profile header hides the edit link.
          <Button
            component={RouterLink}
            to={paths.account.getHref()}
            size="small"
            startIcon={<EditOutlined fontSize="small" aria-hidden />}
            sx={{ mt: 1, ml: -0.5 }}
          >
            {t('header.editProfile')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography id={languageLabelId} variant="body2" color="textSecondary">
          {t('language.label')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={lang}
          aria-labelledby={languageLabelId}
          onChange={(_event, value: Lang | null) => {
            if (value && value !== lang) dispatch(resumeActions.resumeLanguageChosen(value));
          }}
        >
          {RESUME_LANGUAGES.map((code) => (
            // The languages are named in their own language ("Deutsch", "English").
            <ToggleButton key={code} value={code} lang={code} sx={{ px: 2, minHeight: 40 }}>
              {code === 'de' ? t('language.de') : t('language.en')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Paper>
  );
}
