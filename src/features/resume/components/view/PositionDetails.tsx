import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FactGrid, filledFacts } from '@/components/layout/FactGrid';
import type { PublicPosition, Reference } from '@/contract/resume';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { hasText } from '@/features/resume/missingTexts';

import { CollapsibleList } from './CollapsibleList';
import { useCvView } from './cvViewContext';
import { RichText } from './RichText';
import { useCvFormat } from './useCvFormat';

/** The details of one position, rendered only while its row is open (labels are looked up here, not per row). */
export function PositionDetails({
  position,
  level,
}: {
  /** The owner's own CV has the position's reference; a public CV has none (docs/decisions/037-public-cv.md). */
  position: PublicPosition & { reference?: Reference | null };
  level: 4 | 5;
}) {
  const { t } = useTranslation('resume');
  const { lang } = useCvView();
  const format = useCvFormat();
  const label = {
    function: useLabelOf('functions'),
    role: useLabelOf('roles'),
    commitment: useLabelOf('commitments'),
    country: useLabelOf('countries'),
    coreCompetency: useLabelOf('coreCompetencies'),
    revenue: useLabelOf('revenueResponsibilities'),
    budget: useLabelOf('budgetResponsibilities'),
    personnel: useLabelOf('personnelResponsibilities'),
    directReports: useLabelOf('directReports'),
    ownership: useLabelOf('ownershipStructures'),
    employees: useLabelOf('companyEmployees'),
    turnover: useLabelOf('companyTurnover'),
    situation: useLabelOf('companySituations'),
    assignment: useLabelOf('assignmentTypes'),
  };
  const subLevel = level === 4 ? 'h5' : 'h6';
  const description = position.description?.[lang] ?? '';
  const place = [position.placeOfOccupation?.trim(), label.country(position.countryOfOccupation)]
    .filter(Boolean)
    .join(', ');
  const responsibilities = filledFacts([
    { label: t('work.revenue'), value: label.revenue(position.revenueResponsability) },
    { label: t('work.costBudget'), value: label.budget(position.costBudgetResponsability) },
    { label: t('work.personnel'), value: label.personnel(position.personnelResponsability) },
    { label: t('work.directReports'), value: label.directReports(position.noOfDirectReports) },
  ]);
  const company = filledFacts([
    { label: t('work.ownership'), value: label.ownership(position.ownershipStructure) },
    { label: t('work.employees'), value: label.employees(position.companyEmployees) },
    { label: t('work.turnover'), value: label.turnover(position.companyTurnover) },
    { label: t('work.situation'), value: label.situation(position.companySituation) },
  ]);
  const reference = position.reference;
  const referenceFacts = reference
    ? filledFacts([
        { label: t('work.referenceName'), value: reference.name?.trim() },
        { label: t('work.referencePosition'), value: reference.position?.trim() },
        { label: t('work.referenceContact'), value: reference.contactDetails?.trim() },
        { label: t('work.referenceComment'), value: reference.comment?.trim() },
      ])
    : [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {hasText(description) && <RichText html={description} />}
      <FactGrid
        layout="rows"
        facts={filledFacts([
          { label: t('work.function'), value: label.function(position.function) },
          { label: t('work.role'), value: label.role(position.role) },
          { label: t('work.commitment'), value: label.commitment(position.commitment) },
          { label: t('work.placeOfOccupation'), value: place },
          { label: t('work.reportingTo'), value: position.reportingTo?.trim() },
          {
            label: t('work.coreCompetencies'),
            value: (position.coreCompetencies ?? []).map(label.coreCompetency).filter(Boolean).join(', '),
          },
        ])}
      />
      {responsibilities.length > 0 && (
        <Part title={t('work.responsibilities')} as={subLevel}>
          <FactGrid layout="rows" facts={responsibilities} />
        </Part>
      )}
      {company.length > 0 && (
        <Part title={t('work.company')} as={subLevel}>
          <FactGrid layout="rows" facts={company} />
        </Part>
      )}
      {(position.sameCompanyRoles ?? []).length > 0 && (
        <Part title={t('work.sameCompanyRoles')} as={subLevel}>
          <CollapsibleList
            items={position.sameCompanyRoles}
            itemKey={(_role, index) => String(index)}
            label={t('work.sameCompanyRoles')}
            gap={0.5}
            renderItem={(role) => (
              <Line
                primary={role.name?.[lang]?.trim() || t('work.untitled')}
                secondary={format.period(role.dateFrom, role.dateTo, role.isActualEngagement)}
              />
            )}
          />
        </Part>
      )}
      {(position.relatedCompanyRoles ?? []).length > 0 && (
        <Part title={t('work.relatedCompanyRoles')} as={subLevel}>
          <CollapsibleList
            items={position.relatedCompanyRoles}
            itemKey={(_role, index) => String(index)}
            label={t('work.relatedCompanyRoles')}
            gap={0.5}
            renderItem={(role) => (
              <Line
                primary={t('work.roleAt', {
                  role: role.name?.[lang]?.trim() || t('work.untitled'),
                  company: role.companyName,
                })}
                secondary={format.period(role.dateFrom, role.dateTo, role.isActualEngagement)}
              />
            )}
          />
        </Part>
      )}
      {(position.missionsAbroad ?? []).length > 0 && (
        <Part title={t('work.missionsAbroad')} as={subLevel}>
          <CollapsibleList
            items={position.missionsAbroad}
            itemKey={(_mission, index) => String(index)}
            label={t('work.missionsAbroad')}
            gap={0.5}
            renderItem={(mission) => (
              <Line
                primary={label.country(mission.country) || mission.country}
                secondary={[
                  t('duration.months', { count: mission.monthsSpent }),
                  label.assignment(mission.assignmentType),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            )}
          />
        </Part>
      )}
      {referenceFacts.length > 0 && (
        <Part title={t('work.reference')} as={subLevel}>
          <FactGrid layout="rows" facts={referenceFacts} />
        </Part>
      )}
    </Box>
  );
}

/** A titled part of the details. */
function Part({ title, as, children }: { title: string; as: 'h5' | 'h6'; children: ReactNode }) {
  return (
    <Box>
      <Typography component={as} variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Line({ primary, secondary }: { primary: string; secondary: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {primary}
      </Typography>
      {secondary && (
        <Typography variant="body2" color="textSecondary">
          {secondary}
        </Typography>
      )}
    </Box>
  );
}
