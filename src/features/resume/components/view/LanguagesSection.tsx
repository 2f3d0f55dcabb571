import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { LanguageProficiency } from '@/contract/resume';
import { useLabelOf } from '@/core/meta/useLabelOf';

import { CollapsibleList } from './CollapsibleList';
import { CvSection } from './CvSection';
import { EditLink } from './EditLink';

export function LanguagesSection({ languages }: { languages: LanguageProficiency[] }) {
  const { t } = useTranslation('resume');
  const language = useLabelOf('languages');
  const level = useLabelOf('languageLevels');
  const title = t('section.languages');
  return (
    <CvSection
      title={title}
      empty={languages.length === 0}
      emptyDialog="languages"
      action={<EditLink dialog="languages" text={t('edit.edit')} label={t('edit.languages')} />}
    >
      <CollapsibleList
        items={languages}
        itemKey={(item, index) => item.id || `${item.languageCode}-${index}`}
        label={title}
        gap={1}
        renderItem={(item) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 500 }}>{language(item.languageCode) || item.languageCode}</Typography>
            <Typography color="textSecondary">{level(item.languageLevelCode)}</Typography>
          </Box>
        )}
      />
    </CvSection>
  );
}
