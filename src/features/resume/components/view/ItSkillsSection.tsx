import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ItSkills } from '@/api/resume.contract';
import { EditLink } from './EditLink';
import { SectionCard } from './SectionCard';
import { useLabelMap } from './useLabelMap';

export function ItSkillsSection({ skills }: { skills: ItSkills }) {
  const { t } = useTranslation('resume');
  const skill = useLabelMap('itSkills');
  const codes = skills?.itSkills ?? [];
  const remarks = skills?.itSkillRemarks?.trim() ?? '';
  return (
    <SectionCard
      title={t('section.itSkills')}
      empty={codes.length === 0 && !remarks}
      emptyDialog="itSkills"
      action={<EditLink dialog="itSkills" text={t('edit.edit')} label={t('edit.itSkills')} />}
    >
      {codes.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {codes.map((code) => (
            <li key={code}>
              <Chip label={skill(code) || code} size="small" sx={{ maxWidth: '100%' }} />
            </li>
          ))}
        </Box>
      )}
      {remarks && (
        <Typography variant="body2" sx={{ mt: codes.length > 0 ? 1.5 : 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {remarks}
        </Typography>
      )}
    </SectionCard>
  );
}
