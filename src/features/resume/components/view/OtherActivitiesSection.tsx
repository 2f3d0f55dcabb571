import { useTranslation } from 'react-i18next';

import type { LocalizedText } from '@/contract/resume';
import { hasText } from '@/features/resume/missingTexts';

import { CvSection } from './CvSection';
import { useCvView } from './cvViewContext';
import { EditLink } from './EditLink';
import { RichText } from './RichText';

export function OtherActivitiesSection({ activities }: { activities: LocalizedText }) {
  const { t } = useTranslation('resume');
  const { lang } = useCvView();
  const html = activities?.[lang] ?? '';
  return (
    <CvSection
      title={t('section.otherActivities')}
      empty={!hasText(html)}
      emptyDialog="otherActivities"
      action={<EditLink dialog="otherActivities" text={t('edit.edit')} label={t('edit.otherActivities')} />}
    >
      <RichText html={html} />
    </CvSection>
  );
}
