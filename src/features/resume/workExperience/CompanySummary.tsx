import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { Lang } from '@/contract/common';
import type { WorkExperience } from '@/contract/resume';
import { useLabelOf } from '@/core/meta/useLabelOf';

import { otherLanguage } from '../bilingual';
import { industryText } from '../components/view/industryText';

/** The company a new position is added to, read-only (position in company). */
export function CompanySummary({ company, lang }: { company: WorkExperience; lang: Lang }) {
  const { t } = useTranslation('workExperience');
  const country = useLabelOf('countries');
  const industryLabel = useLabelOf('industries');
  const ownershipStructure = useLabelOf('ownershipStructures');
  const employees = useLabelOf('companyEmployees');
  const turnover = useLabelOf('companyTurnover');
  const situation = useLabelOf('companySituations');
  const city = company.city[lang] || company.city[otherLanguage(lang)];
  const industry = industryText(industryLabel, company.industry, company.industryDescription);
  const rows: [string, string][] = [
    [t('company.name'), company.companyName],
    [t('company.city'), city],
    [t('company.country'), country(company.country)],
    [t('company.industry'), industry],
    [t('company.ownershipStructure'), ownershipStructure(company.ownershipStructure)],
    [t('company.employees'), employees(company.companyEmployees)],
    [t('company.turnover'), turnover(company.companyTurnover)],
    [t('company.situation'), situation(company.companySituation)],
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
          <Typography component="dt" variant="body2" color="textSecondary">
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
