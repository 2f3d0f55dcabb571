import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { RichTextField } from '@/components/form/RichTextField';

export interface CompetenceLimits {
  industryFocuses?: number;
  specialistFocuses?: number;
  managementMethods?: number;
}

const FIELDS = ['industryFocuses', 'specialistFocuses', 'managementMethods'] as const;

/**
 * Step 3: the competence profile, three rich-text areas, as long as the CV's competence profile they become
 * (docs/decisions/042-editor-height.md).
 */
export function CompetenceStep({ limits, disabled }: { limits: CompetenceLimits; disabled?: boolean }) {
  const { t } = useTranslation('registration');
  return (
    <>
      <Typography color="textSecondary">{t('competence.intro')}</Typography>
      {FIELDS.map((name) => (
        <RichTextField
          key={name}
          name={name}
          label={t(`competence.${name}`)}
          helperText={t(`competence.${name}Hint`)}
          maxLength={limits[name]}
          startHeight="long"
          disabled={disabled}
        />
      ))}
    </>
  );
}
