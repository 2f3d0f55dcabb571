import Box from '@mui/material/Box';
import { useMemo, type ReactNode } from 'react';

import type { Lang } from '@/contract/common';
import type { PublicCv } from '@/contract/resume';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { toDayString } from '../durations';
import { CompetenceProfileSection } from './view/CompetenceProfileSection';
import { CvHeader } from './view/CvHeader';
import { CvViewContext, type CvViewSettings } from './view/cvViewContext';
import { EducationSection } from './view/EducationSection';
import { ExecutiveSummarySection } from './view/ExecutiveSummarySection';
import { ItSkillsSection } from './view/ItSkillsSection';
import { LanguagesSection } from './view/LanguagesSection';
import { OtherActivitiesSection } from './view/OtherActivitiesSection';
import { WorkExperienceSection } from './view/WorkExperienceSection';

export interface CvViewProps {
  /** The own CV (a Resume) or anyone else's (PublicCv): the view shows only what both have. */
  resume: PublicCv;
  lang: Lang;
  /** The base the edit dialogs open under; without it the CV is read-only. */
  editBase?: string;
  /** The photo as an object URL (the own CV); without it the header shows the initials. */
  photoUrl?: string | null;
  /** The public views: the name is the page's h1. */
  nameIsPageHeading?: boolean;
  /** Cards of the page shown between the header and the CV (status, availability, bilingual help). */
  cards?: ReactNode;
}

/**
 * The CV: the profile header with the de/en toggle, then a column with the
 * competence profile (on wide screens a left column of a third), then executive summary, work
 * experience and education, then languages, IT skills and other activities. The resume
 * language (`lang`) picks the language of each per-language text; labels, dates and durations
 * follow the UI language. Without `editBase` it shows no edit link at all.
 */
export function CvView({ resume, lang, editBase, photoUrl, nameIsPageHeading = false, cards }: CvViewProps) {
  const uiLang = useUiLanguage();
  // Current positions run to today; one value per mounted view, so every row agrees.
  const today = useMemo(() => toDayString(new Date()), []);
  const settings = useMemo<CvViewSettings>(() => ({ lang, uiLang, editBase, today }), [lang, uiLang, editBase, today]);

  return (
    <CvViewContext.Provider value={settings}>
      <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <CvHeader details={resume.personalDetails} photoUrl={photoUrl} nameIsPageHeading={nameIsPageHeading} />
        {cards}
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 2, sm: 3 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
            <CompetenceProfileSection profile={resume.competenceProfile} />
          </Box>
          <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, minWidth: 0 }}>
            <ExecutiveSummarySection summary={resume.executiveSummary} />
            <WorkExperienceSection positions={resume.workExperience} />
            <EducationSection education={resume.education} />
            <LanguagesSection languages={resume.languageProficiencies} />
            <ItSkillsSection skills={resume.itSkills} />
            <OtherActivitiesSection activities={resume.otherActivities} />
          </Box>
        </Box>
      </Box>
    </CvViewContext.Provider>
  );
}
