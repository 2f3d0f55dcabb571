import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { CompetenceProfile } from '@/contract/resume';
import { hasText } from '@/features/resume/missingTexts';

import { CollapsibleText } from './CollapsibleText';
import { CvSection } from './CvSection';
import { useCvView } from './cvViewContext';
import { EditLink } from './EditLink';
import { RichText } from './RichText';

/** Industry focuses, specialist focuses and management methods, each a collapsing text box. */
export function CompetenceProfileSection({ profile }: { profile: CompetenceProfile }) {
  const { t } = useTranslation('resume');
  const { lang } = useCvView();
  const boxes = [
    { key: 'industryFocuses', title: t('section.industryFocuses'), html: profile.industryFocuses?.[lang] ?? '' },
    { key: 'specialistFocuses', title: t('section.specialistFocuses'), html: profile.specialistFocuses?.[lang] ?? '' },
    { key: 'managementMethods', title: t('section.managementMethods'), html: profile.managementMethods?.[lang] ?? '' },
  ].filter((box) => hasText(box.html));
  return (
    <CvSection
      title={t('section.competenceProfile')}
      empty={boxes.length === 0}
      emptyDialog="competenceProfile"
      action={<EditLink dialog="competenceProfile" text={t('edit.edit')} label={t('edit.competenceProfile')} />}
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {boxes.map((box) => (
          <div key={box.key}>
            <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
              {box.title}
            </Typography>
            <CollapsibleText label={box.title}>
              <RichText html={box.html} />
            </CollapsibleText>
          </div>
        ))}
      </Box>
    </CvSection>
  );
}
