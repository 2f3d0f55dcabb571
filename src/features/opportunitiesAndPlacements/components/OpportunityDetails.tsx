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

/** The facts whose label is `details.<key>`. */
type FactKey =
  | 'placementType'
  | 'position'
  | 'role'
  | 'industry'
  | 'businessPerformance'
  | 'reportingTo'
  | 'operationArea'
  | 'location'
  | 'startDate'
  | 'plannedStartDate'
  | 'duration'
  | 'daysPerMonth'
  | 'annualRevenue'
  | 'costOrBudgetResponsibility'
  | 'personnelResponsibility'
  | 'directReports';

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

  const fact = (key: FactKey, value: ReactNode): Fact => ({ key, label: t(`details.${key}`), value });
  const position: Fact[] = [
    fact('placementType', texts(opportunity.placementType)),
    fact('position', text(opportunity.position)),
    fact('role', text(opportunity.role)),
    fact('industry', texts(opportunity.industry)),
    fact('businessPerformance', text(opportunity.businessPerformance)),
    fact('reportingTo', text(opportunity.reportingTo)),
    fact('operationArea', texts(opportunity.operationArea)),
    fact('location', text(opportunity.location)),
  ];
  const scope: Fact[] = [
    fact('startDate', formatDay(opportunity.startDate, lang) || t('opportunities.startOpen')),
    fact('plannedStartDate', formatDay(opportunity.plannedStartDate, lang) || NOT_GIVEN),
    fact(
      'duration',
      number(opportunity.durationInMonths, (count) => t('duration.months', { count })),
    ),
    fact(
      'daysPerMonth',
      number(opportunity.daysPerMonth, (value) => formatNumber(value, lang)),
    ),
  ];
  const responsibility: Fact[] = [
    fact(
      'annualRevenue',
      number(opportunity.annualRevenue, (value) => formatEuro(value, lang)),
    ),
    fact(
      'costOrBudgetResponsibility',
      number(opportunity.costOrBudgetResponsibility, (value) => formatEuro(value, lang)),
    ),
    fact(
      'personnelResponsibility',
      number(opportunity.personnelResponsibility, (count) =>
        t('details.employees', { count, formatted: formatNumber(count, lang) }),
      ),
    ),
    fact(
      'directReports',
      number(opportunity.directReports, (value) => formatNumber(value, lang)),
    ),
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
        <Typography variant="body2" color="textSecondary">
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
