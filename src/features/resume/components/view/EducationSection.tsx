import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { FactGrid, filledFacts } from '@/components/layout/FactGrid';
import type { PublicEducation } from '@/contract/resume';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { hasText } from '@/features/resume/missingTexts';

import { CollapsibleList } from './CollapsibleList';
import { CvSection } from './CvSection';
import { useCvView } from './cvViewContext';
import { EditLink } from './EditLink';
import { PlainOrRichText } from './PlainOrRichText';
import { useCvFormat } from './useCvFormat';

/** Newest first: by start date, then end date. */
function newestFirst(a: PublicEducation, b: PublicEducation): number {
  return b.dateFrom.localeCompare(a.dateFrom) || b.dateTo.localeCompare(a.dateTo);
}

export function EducationSection({ education }: { education: PublicEducation[] }) {
  const { t } = useTranslation('resume');
  const sorted = useMemo(() => [...education].sort(newestFirst), [education]);
  const title = t('section.education');
  return (
    <CvSection
      title={title}
      empty={sorted.length === 0}
      emptyDialog="education"
      action={<EditLink dialog="education" kind="add" text={t('education.add')} />}
    >
      <CollapsibleList
        items={sorted}
        itemKey={(item) => item.id}
        label={title}
        gap={2.5}
        renderItem={(item) => <EducationItem education={item} />}
      />
    </CvSection>
  );
}

function EducationItem({ education }: { education: PublicEducation }) {
  const { t } = useTranslation('resume');
  const { lang } = useCvView();
  const format = useCvFormat();
  const country = useLabelOf('countries');
  const degree = useLabelOf('educationLevels');
  const certificate = useLabelOf('certificateTypes');
  const educationType = useLabelOf('educationTypes');
  const schoolType = useLabelOf('schoolTypes');
  const course = useLabelOf('courseTypes');
  const name = education.fieldOfStudy?.[lang]?.trim() || t('education.untitled');
  const institution = [education.institution?.[lang]?.trim(), country(education.country)].filter(Boolean).join(', ');
  const details = education.details?.[lang] ?? '';
  return (
    <Box component="article" sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography component="h3" variant="h3" sx={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <EditLink
          dialog="education"
          id={education.id}
          text={t('edit.edit')}
          label={t('education.edit', { name })}
          icon={false}
        />
      </Box>
      {institution && <Typography sx={{ overflowWrap: 'anywhere' }}>{institution}</Typography>}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="textSecondary">
          {format.period(education.dateFrom, education.dateTo, false)}
        </Typography>
        {education.isHighestDegree && (
          <Chip size="small" color="primary" variant="outlined" label={t('education.highestDegree')} />
        )}
      </Box>
      <FactGrid
        layout="rows"
        facts={filledFacts([
          { label: t('education.degree'), value: degree(education.degree) },
          { label: t('education.certificate'), value: certificate(education.certificate) },
          { label: t('education.educationType'), value: educationType(education.educationType) },
          { label: t('education.schoolType'), value: schoolType(education.schoolType) },
          { label: t('education.course'), value: course(education.course) },
        ])}
      />
      {hasText(details) && <PlainOrRichText text={details} />}
    </Box>
  );
}
