import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { PublicPosition } from '@/contract/resume';
import { useLabelOf } from '@/core/meta/useLabelOf';
import { textTemplate } from '@/lib/textTemplate';

import { CvSection } from './CvSection';
import { useCvView } from './cvViewContext';
import { EditLink } from './EditLink';
import { industryText } from './industryText';
import { CvRow, PositionItem, RowLink, RowLinkArea, type RowTools } from './PositionItem';
import { useCvFormat } from './useCvFormat';
import { companiesOf, groupWorkExperience, type CompanyEntry, type GroupEntry } from './workExperienceGroups';

/**
 * The styles of the list, once for all its rows: the rows are plain elements with class names,
 * so a CV of 60 positions renders without per-row style work (the CV's performance budget, `npm run bench`).
 */
const ROW_STYLES: SxProps<Theme> = {
  '& .cv-list': { listStyle: 'none', m: 0, p: 0, display: 'grid' },
  '& .cv-entries': { gap: 3 },
  '& .cv-companies': { gap: 3 },
  '& .cv-positions': { gap: 1 },
  '& .cv-company': { display: 'grid', gap: 1 },
  '& .cv-group': { borderLeft: 4, borderColor: 'primary.light', pl: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 },
  '& .cv-row': { display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1 },
  '& .cv-row-main': { flex: '1 1 14rem', minWidth: 0 },
  '& .cv-actions': { display: 'flex', flexWrap: 'wrap', gap: 0.5 },
  '& .cv-overline': { typography: 'overline', color: 'text.secondary', display: 'block', lineHeight: 1.5, m: 0 },
  '& .cv-group-title, & .cv-company-title': { typography: 'h3', m: 0, overflowWrap: 'anywhere' },
  '& .cv-group .cv-company-title': { fontSize: '1.125rem' },
  '& .cv-line': { typography: 'body1', color: 'text.secondary', m: 0 },
  '& .cv-meta': { typography: 'body2', color: 'text.secondary', m: 0 },
  '& .cv-position': { borderTop: 1, borderColor: 'divider', pt: 1 },
  '& .cv-position-title': { typography: 'subtitle1', fontWeight: 500, lineHeight: 1.4, m: 0, overflowWrap: 'anywhere' },
  '& .cv-current': {
    typography: 'caption',
    ml: 1,
    px: 0.75,
    py: 0.25,
    borderRadius: 1,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    whiteSpace: 'nowrap',
  },
  // Like MUI's small text buttons; 40 px high for touch (theme: buttons are 40 px).
  '& .cv-action': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 40,
    px: 1,
    border: 0,
    borderRadius: 1,
    bgcolor: 'transparent',
    color: 'primary.main',
    typography: 'button',
    fontSize: '0.8125rem',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
  },
  '& .cv-details': { mt: 1, mb: 1, pl: { xs: 0, sm: 2 } },
};

/**
 * Work experience: companies (grouped under their company group) with their period
 * and total duration, and their positions' titles and periods. A position's details are behind
 * its own "show details" toggle ("work-experience positions 0"), so a CV of 60
 * positions renders light rows only: the grouping, durations, texts and label lookups are made
 * once for the whole list, not per row.
 */
export function WorkExperienceSection({ positions }: { positions: PublicPosition[] }) {
  const { t } = useTranslation('resume');
  const { today } = useCvView();
  const entries = useMemo(() => groupWorkExperience(positions, today), [positions, today]);
  const companies = useMemo(() => companiesOf(positions), [positions]);
  const tools = useRowTools();
  return (
    <CvSection
      title={t('section.workExperience')}
      empty={positions.length === 0}
      emptyDialog="workExperience"
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <EditLink dialog="workExperience" kind="add" text={t('work.addPosition')} />
          <EditLink dialog="addCompanyGroup" kind="add" text={t('work.addGroup')} state={{ companies }} />
        </Box>
      }
    >
      <RowLinkArea sx={ROW_STYLES}>
        <ul className="cv-list cv-entries">
          {entries.map((entry) =>
            entry.kind === 'group' ? (
              <li key={`group-${entry.group.groupId}`}>
                <CompanyGroupBlock group={entry.group} tools={tools} />
              </li>
            ) : (
              <li key={`company-${entry.company.companyId}`}>
                <CompanyBlock company={entry.company} level={3} tools={tools} />
              </li>
            ),
          )}
        </ul>
      </RowLinkArea>
    </CvSection>
  );
}

/** What the rows need, translated and looked up once for the whole list. */
function useRowTools(): RowTools {
  const { t } = useTranslation('resume');
  const { lang, editBase } = useCvView();
  const format = useCvFormat();
  const contractType = useLabelOf('contractTypes');
  const industry = useLabelOf('industries');
  const country = useLabelOf('countries');
  return useMemo(() => {
    // Each row needs these texts with its own name: translated once, filled per row.
    const named = (key: string) => {
      const fill = textTemplate(t, key, ['name']);
      return (name: string) => fill({ name });
    };
    const showDetailsOf = named('work.showDetailsOf');
    const hideDetailsOf = named('work.hideDetailsOf');
    return {
      lang,
      editBase,
      format,
      contractType,
      industry,
      country,
      untitled: t('work.untitled'),
      unnamedCompany: t('work.unnamedCompany'),
      edit: t('edit.edit'),
      editPosition: named('work.editPosition'),
      showDetails: t('work.showDetails'),
      hideDetails: t('work.hideDetails'),
      detailsLabel: (name: string, open: boolean) => (open ? hideDetailsOf(name) : showDetailsOf(name)),
      current: t('work.current'),
      group: t('work.group'),
      editGroup: named('work.editGroup'),
      editCompanyShort: t('work.editCompanyShort'),
      editCompany: named('work.editCompany'),
      addPositionShort: t('work.addPositionShort'),
      addPositionAt: named('work.addPositionAt'),
    };
  }, [t, lang, editBase, format, contractType, industry, country]);
}

function CompanyGroupBlock({ group, tools }: { group: GroupEntry; tools: RowTools }) {
  const where = tools.country(group.country);
  return (
    <div className="cv-group">
      <CvRow
        actions={
          <RowLink tools={tools} dialog="addCompanyGroup" id={group.groupId} label={tools.editGroup(group.name)}>
            {tools.edit}
          </RowLink>
        }
      >
        <p className="cv-overline">{tools.group}</p>
        <h3 className="cv-group-title">{group.name}</h3>
        {where && <p className="cv-line">{where}</p>}
      </CvRow>
      <ul className="cv-list cv-companies">
        {group.companies.map((company) => (
          <li key={company.companyId}>
            <CompanyBlock company={company} level={4} tools={tools} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function CompanyBlock({ company, level, tools }: { company: CompanyEntry; level: 3 | 4; tools: RowTools }) {
  const { facts } = company;
  const name = facts.companyName || tools.unnamedCompany;
  const Heading = level === 3 ? 'h3' : 'h4';
  const place = [facts.city?.[tools.lang]?.trim(), tools.country(facts.country)].filter(Boolean).join(', ');
  // Industry 10 ("other") hides its label; its description stands in its place.
  const line = [industryText(tools.industry, facts.industry, facts.industryDescription ?? ''), place]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="cv-company">
      <CvRow
        actions={
          <>
            <RowLink tools={tools} dialog="company" id={company.companyId} label={tools.editCompany(name)}>
              {tools.editCompanyShort}
            </RowLink>
            <RowLink tools={tools} dialog="positionInCompany" id={company.companyId} label={tools.addPositionAt(name)}>
              {tools.addPositionShort}
            </RowLink>
          </>
        }
      >
        <Heading className="cv-company-title">{name}</Heading>
        {line && <p className="cv-line">{line}</p>}
        <p className="cv-meta">
          {tools.format.period(company.dateFrom, company.dateTo, company.current)} ·{' '}
          {tools.format.duration(company.months)}
        </p>
      </CvRow>
      <ul className="cv-list cv-positions">
        {company.positions.map((entry) => (
          <PositionItem key={entry.position.id} entry={entry} level={level === 3 ? 4 : 5} tools={tools} />
        ))}
      </ul>
    </article>
  );
}
