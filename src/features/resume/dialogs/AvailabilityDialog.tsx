import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { AmountField } from '@/components/form/AmountField';
import { DateField } from '@/components/form/DateField';
import { FormGrid } from '@/components/form/FormGrid';
import { FormMultiSelectField } from '@/components/form/FormMultiSelectField';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { useFieldLimits } from '@/core/meta/useFieldLimits';
import { useLabelList } from '@/core/meta/useLabelList';
import { toApiDate } from '@/lib/dates';

import { ResumeDialog } from '../components/ResumeDialog';
import {
  availabilitySchema,
  toAvailabilityForm,
  toAvailabilitySave,
  type AvailabilityFormValues,
} from '../schemas/availability.schema';
import { useCvDialog } from './parts/useCvDialog';

const FIELDS = ['availableFromRemarks', 'mobilityRemarks'] as const;
/** `availability`: when, where and at what rate the manager is available. */
export default function AvailabilityDialog() {
  const { t } = useTranslation('resumeEdit');
  const { resume } = useCvDialog();
  const limits = useFieldLimits('availability', FIELDS);
  const readiness = useLabelList('operationalReadiness');
  const mobility = useLabelList('mobility');
  const today = toApiDate(new Date());
  const saved = resume?.availability;
  const initialValues = useMemo(() => toAvailabilityForm(saved), [saved]);
  const schema = useMemo(() => availabilitySchema(today, limits), [today, limits]);
  // The two remarks, each under the field it remarks on.
  const remarks = (name: (typeof FIELDS)[number]) => (
    <FormTextField name={name} label={t(`availability.${name}`)} multiline minRows={2} maxLength={limits[name]} />
  );
  if (!resume) return null;
  return (
    <ResumeDialog<AvailabilityFormValues>
      title={t('availability.title')}
      draftName="availability"
      initialValues={initialValues}
      validationSchema={schema}
      toSave={toAvailabilitySave}
      versioning={{
        subject: { kind: 'section', section: 'availability' },
        formOf: (cv) => toAvailabilityForm(cv.availability),
        fields: {
          availableFrom: { label: t('availability.availableFrom'), date: true },
          mobility: { label: t('availability.mobility'), list: 'mobility' },
          availableFromRemarks: { label: t('availability.availableFromRemarks') },
          operationalReadiness: { label: t('availability.operationalReadiness'), list: 'operationalReadiness' },
          dailyRateFrom: { label: t('availability.dailyRateFrom') },
          dailyRateTo: { label: t('availability.dailyRateTo') },
          annualTargetIncome: { label: t('availability.annualTargetIncome') },
          mobilityRemarks: { label: t('availability.mobilityRemarks') },
        },
      }}
    >
      <FormGrid>
        {/* No past dates. */}
        <DateField name="availableFrom" label={t('availability.availableFrom')} required min={today} />
        <FormSelectField name="mobility" label={t('availability.mobility')} options={mobility} required />
      </FormGrid>
      {remarks('availableFromRemarks')}
      <FormMultiSelectField
        name="operationalReadiness"
        label={t('availability.operationalReadiness')}
        options={readiness}
        required
      />
      <FormGrid>
        <AmountField name="dailyRateFrom" label={t('availability.dailyRateFrom')} required />
        <AmountField name="dailyRateTo" label={t('availability.dailyRateTo')} required />
      </FormGrid>
      <AmountField name="annualTargetIncome" label={t('availability.annualTargetIncome')} />
      {remarks('mobilityRemarks')}
    </ResumeDialog>
  );
}
