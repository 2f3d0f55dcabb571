import { useTranslation } from 'react-i18next';

import type { LocalizedText } from '@/contract/resume';
import { hasText } from '@/features/resume/missingTexts';

import { CvSection } from './CvSection';
import { useCvView } from './cvViewContext';
import { EditLink } from './EditLink';
import { RichText } from './RichText';

export function ExecutiveSummarySection({ summary }: { summary: LocalizedText }) {
  const { t } = useTranslation('resume');
  const { lang } = useCvView();
  const html = summary?.[lang] ?? '';
  return (
    <CvSection
      title={t('section.executiveSummary')}
      empty={!hasText(html)}
      emptyDialog="executiveSummary"
      action={<EditLink dialog="executiveSummary" text={t('edit.edit')} label={t('edit.executiveSummary')} />}
    >
      <RichText html={html} />
    </CvSection>
  );
}
