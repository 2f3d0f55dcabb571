import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SafeHtml } from '@/components/html/SafeHtml';
import { FactGrid, type Fact } from '@/components/layout/FactGrid';
import { NOT_GIVEN } from '@/components/layout/notGiven';
import type { Lang } from '@/contract/common';
import { formatNumber } from '@/contract/formats';
import type { Opportunity, RequirementLists } from '@/contract/opportunities';
import { formatDay } from '@/lib/dateFormat';
import { formatEuro } from '@/lib/numbers';

import { inLang } from '../opportunity.format';

type Localized = Record<Lang, string>;

const REQUIREMENT_LISTS: readonly (keyof RequirementLists)[] = [
  'coreCompetencies',
  'personalCompetencies',
  'experience',
  'languages',
];

/**
 * Every field of an opportunity, grouped: the position, dates and scope,
 * responsibility, the must-have and nice-to-have lists, the further requirements and the
 * company situation. Texts in the UI language (the other where it is empty); what is not
 * given shows '-'; the HTML fields are sanitized (docs/decisions/011-server-html.md).
 */
export function OpportunityDetails({ opportunity, lang }: { opportunity: Opportunity; lang: Lang }) {
  const { t } = useTranslation('management');
  const text = (value: Localized) => inLang(value, lang) || NOT_GIVEN;
  const texts = (values: Localized[]) =>
    values
      .map((value) => inLang(value, lang))
      .filter(Boolean)
      .join(', ') || NOT_GIVEN;
  const number = (value: number | null, show: (value: number) => string) => (value === null ? NOT_GIVEN : show(value));

  const position: Fact[] = [
    { key: 'placementType', label: t('details.placementType'), value: texts(opportunity.placementType) },
    { key: 'position', label: t('details.position'), value: text(opportunity.position) },
    { key: 'role', label: t('details.role'), value: text(opportunity.role) },
    { key: 'industry', label: t('details.industry'), value: texts(opportunity.industry) },
    {
      key: 'businessPerformance',
      label: t('details.businessPerformance'),
      value: text(opportunity.businessPerformance),
    },
    { key: 'reportingTo', label: t('details.reportingTo'), value: text(opportunity.reportingTo) },
    { key: 'operationArea', label: t('details.operationArea'), value: texts(opportunity.operationArea) },
    { key: 'location', label: t('details.location'), value: text(opportunity.location) },
  ];
  const scope: Fact[] = [
    {
      key: 'startDate',
      label: t('details.startDate'),
      value: formatDay(opportunity.startDate, lang) || t('opportunities.startOpen'),
    },
    {
      key: 'plannedStartDate',
      label: t('details.plannedStartDate'),
      value: formatDay(opportunity.plannedStartDate, lang) || NOT_GIVEN,
    },
    {
      key: 'duration',
      label: t('details.duration'),
      value: number(opportunity.durationInMonths, (count) => t('duration.months', { count })),
    },
    {
      key: 'daysPerMonth',
      label: t('details.daysPerMonth'),
      value: number(opportunity.daysPerMonth, (value) => formatNumber(value, lang)),
    },
  ];
  const responsibility: Fact[] = [
    {
      key: 'annualRevenue',
      label: t('details.annualRevenue'),
      value: number(opportunity.annualRevenue, (value) => formatEuro(value, lang)),
    },
    {
      key: 'costOrBudgetResponsibility',
      label: t('details.costOrBudgetResponsibility'),
      value: number(opportunity.costOrBudgetResponsibility, (value) => formatEuro(value, lang)),
    },
    {
      key: 'personnelResponsibility',
      label: t('details.personnelResponsibility'),
      value: number(opportunity.personnelResponsibility, (count) =>
        t('details.employees', { count, formatted: formatNumber(count, lang) }),
      ),
    },
    {
      key: 'directReports',
      label: t('details.directReports'),
      value: number(opportunity.directReports, (value) => formatNumber(value, lang)),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DetailSection title={t('details.sections.position')}>
        <FactGrid facts={position} minColumnWidth="12rem" />
      </DetailSection>
      <DetailSection title={t('details.sections.scope')}>
        <FactGrid facts={scope} minColumnWidth="12rem" />
      </DetailSection>
      <DetailSection title={t('details.sections.responsibility')}>
        <FactGrid facts={responsibility} minColumnWidth="12rem" />
      </DetailSection>
      <DetailSection title={t('details.sections.mustHave')}>
        <Requirements lists={opportunity.mustHave} lang={lang} />
      </DetailSection>
      <DetailSection title={t('details.sections.niceToHave')}>
        <Requirements lists={opportunity.niceToHave} lang={lang} />
      </DetailSection>
      <DetailSection title={t('details.sections.comments')}>
        <HtmlFact
          label={t('details.technicalRequirementsComments')}
          html={inLang(opportunity.technicalRequirementsComments, lang)}
        />
        <HtmlFact
          label={t('details.personalRequirementsComments')}
          html={inLang(opportunity.personalRequirementsComments, lang)}
        />
      </DetailSection>
      <DetailSection title={t('details.sections.companySituation')}>
        <HtmlFact html={inLang(opportunity.companySituation, lang)} />
      </DetailSection>
    </Box>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The four must-have and nice-to-have lists, each a list of its entries ('-' when it has none). */
function Requirements({ lists, lang }: { lists: RequirementLists; lang: Lang }) {
  const { t } = useTranslation('management');
  return (
    <FactGrid
      minColumnWidth="12rem"
      facts={REQUIREMENT_LISTS.map((name) => {
        const entries = lists[name].map((entry) => inLang(entry, lang)).filter(Boolean);
        return {
          key: name,
          label: t(`details.${name}`),
          value:
            entries.length === 0 ? (
              NOT_GIVEN
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {entries.map((entry, index) => (
                  <li key={index}>{entry}</li>
                ))}
              </Box>
            ),
        };
      })}
    />
  );
}

/**
 * A server HTML text (sanitized by the one SafeHtml; docs/decisions/011-server-html.md), with its label when
 * it has one.
 */
function HtmlFact({ label, html }: { label?: string; html: string }) {
  return (
    <Box sx={{ '& + &': { mt: 1.5 } }}>
      {label && (
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      )}
      {html ? (
        <SafeHtml
          html={html}
          profile="message"
          sx={{ typography: 'body1', overflowWrap: 'anywhere', '& p': { m: 0, mb: 1 }, '& ul': { mt: 0, pl: 2.5 } }}
        />
      ) : (
        <Typography>{NOT_GIVEN}</Typography>
      )}
    </Box>
  );
}
