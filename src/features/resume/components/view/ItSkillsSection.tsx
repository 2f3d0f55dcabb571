import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { ItSkills } from '@/contract/resume';
import { useLabelOf } from '@/core/meta/useLabelOf';

import { CvSection } from './CvSection';
import { EditLink } from './EditLink';

/**
 * The skills as tags looking like MUI's small chips, styled once for the list: up to 50 of them,
 * and a Chip component each would cost the CV page's first frame (`npm run bench`).
 */
const SKILL_LIST = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  '& .cv-skill': {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    minHeight: 24,
    px: 1,
    borderRadius: 4,
    bgcolor: 'action.selected',
    color: 'text.primary',
    typography: 'body2',
    fontSize: '0.8125rem',
    lineHeight: 1.4,
    overflowWrap: 'anywhere',
  },
} as const;

export function ItSkillsSection({ skills }: { skills: ItSkills }) {
  const { t } = useTranslation('resume');
  const skill = useLabelOf('itSkills');
  const codes = skills?.itSkills ?? [];
  const remarks = skills?.itSkillRemarks?.trim() ?? '';
  return (
    <CvSection
      title={t('section.itSkills')}
      empty={codes.length === 0 && !remarks}
      emptyDialog="itSkills"
      action={<EditLink dialog="itSkills" text={t('edit.edit')} label={t('edit.itSkills')} />}
    >
      {codes.length > 0 && (
        <Box component="ul" sx={SKILL_LIST}>
          {codes.map((code) => (
            <li key={code} className="cv-skill">
              {skill(code) || code}
            </li>
          ))}
        </Box>
      )}
      {remarks && (
        <Typography
          variant="body2"
          sx={{ mt: codes.length > 0 ? 1.5 : 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {remarks}
        </Typography>
      )}
    </CvSection>
  );
}
