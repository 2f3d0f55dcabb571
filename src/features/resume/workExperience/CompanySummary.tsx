import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { Lang } from '@/contract/common';
import { INDUSTRY_OTHER, type WorkExperience } from '@/contract/resume';
import { labelOf } from '@/core/meta/meta.selectors';

import { otherLanguage } from '../bilingual';
import type { WorkExperienceOptions } from './useWorkExperienceOptions';

/** The company a new position is added to, read-only (position in company). */
export function CompanySummary({
  company,
  lang,
  options,
}: {
  company: WorkExperience;
  lang: Lang;
  options: WorkExperienceOptions;
}) {
  const { t } = useTranslation('workExperience');
  const city = company.city[lang] || company.city[otherLanguage(lang)];
  const industry =
    company.industry === INDUSTRY_OTHER ? company.industryDescription : labelOf(options.industries, company.industry);
  const rows: [string, string][] = [
    [t('company.name'), company.companyName],
    [t('company.city'), city],
    [t('company.country'), labelOf(options.countries, company.country)],
    [t('company.industry'), industry],
    [t('company.ownershipStructure'), labelOf(options.ownershipStructures, company.ownershipStructure)],
    [t('company.employees'), labelOf(options.companyEmployees, company.companyEmployees)],
    [t('company.turnover'), labelOf(options.companyTurnover, company.companyTurnover)],
    [t('company.situation'), labelOf(options.companySituations, company.companySituation)],
    [t('group.name'), company.companyGroupName],
  ];
  const shown = rows.filter(([, value]) => value !== '');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 0.5 },
      }}
    >
      {shown.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
