import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';

import { FormMultiSelectField } from '@/components/form/FormMultiSelectField';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import type { LabelOption } from '@/contract/meta';

import { ResumeDialog } from '../components/ResumeDialog';
import { companyGroupSchema, toCompanyGroupRequest, type CompanyGroupFormValues } from '../schemas/companyGroup.schema';
import { companiesFromState, companiesOf, findCompanyGroup } from '../workExperience/companies';
import { useWorkExperienceLengths } from '../workExperience/useWorkExperienceLengths';
import { useWorkExperienceOptions } from '../workExperience/useWorkExperienceOptions';
import { NotFoundDialog } from './parts/NotFoundDialog';
import { useCvDialog } from './parts/useCvDialog';

const groupValuesOf = (group: ReturnType<typeof findCompanyGroup>): CompanyGroupFormValues => ({
  companyGroupName: group?.companyGroupName ?? '',
  companyGroupCountry: group?.companyGroupCountry ?? '',
  companiesInGroup: group?.companyIds ?? [],
});

/**
 * `add-company-group/:id?`: a new company group without id, the group with that id
 * otherwise. The companies to choose from come from the navigation state when the CV passes
 * them, else from the CV itself.
 */
export default function CompanyGroupDialog() {
  const { id } = useParams();
  return <CompanyGroupEditor key={id ?? ''} id={id} />;
}

function CompanyGroupEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation('workExperience');
  const { resume } = useCvDialog();
  const location = useLocation();
  const lengths = useWorkExperienceLengths();
  const { countries } = useWorkExperienceOptions();
  const positions = resume?.workExperience;
  // The group as the dialog opened: after a delete the dialog closes rather than turning into "not found".
  const [opened] = useState(() => findCompanyGroup(positions ?? [], id));
  const group = findCompanyGroup(positions ?? [], id) ?? opened;
  const stateCompanies = useMemo(() => companiesFromState(location.state), [location.state]);

  const companyOptions = useMemo<LabelOption[]>(() => {
    const fromCv = companiesOf(positions ?? []);
    const listed =
      stateCompanies?.map((entry) => ({ companyId: entry.compId, companyName: entry.companyName })) ?? fromCv;
    // Members of the group are always offered, so that none is dropped unseen.
    const members = fromCv.filter(
      (company) =>
        opened?.companyIds.includes(company.companyId) && !listed.some((each) => each.companyId === company.companyId),
    );
    return [...listed, ...members].map(({ companyId, companyName }) => {
      const other = fromCv.find((company) => company.companyId === companyId)?.latest;
      const inOtherGroup = other?.companyGroupId && other.companyGroupId !== id ? other.companyGroupName : '';
      return {
        value: companyId,
        label: inOtherGroup
          ? t('group.companyInOtherGroup', { company: companyName, group: inOtherGroup })
          : companyName,
      };
    });
  }, [positions, stateCompanies, opened, id, t]);

  const initialValues = useMemo(() => groupValuesOf(opened), [opened]);
  const schema = useMemo(() => companyGroupSchema(lengths.companyGroupName), [lengths.companyGroupName]);

  if (!resume) return null;
  if (id && !opened) return <NotFoundDialog />;

  return (
    <ResumeDialog<CompanyGroupFormValues>
      title={group ? t('titles.editGroup') : t('titles.newGroup')}
      draftName={`companyGroup.${group?.companyGroupId ?? 'new'}`}
      initialValues={initialValues}
      validationSchema={schema}
      toSave={(values) => ({ kind: 'companyGroup', body: toCompanyGroupRequest(values, group?.companyGroupId) })}
      onDelete={
        group
          ? { save: { kind: 'deleteCompanyGroup', id: group.companyGroupId }, confirmText: t('delete.group') }
          : undefined
      }
      versioning={{
        subject: { kind: 'companyGroup', id: opened?.companyGroupId },
        formOf: (cv) => groupValuesOf(findCompanyGroup(cv.workExperience, opened?.companyGroupId)),
        fields: {
          companyGroupName: { label: t('group.name') },
          companyGroupCountry: { label: t('group.country'), list: 'countries' },
          companiesInGroup: {
            label: t('group.companies'),
            words: (ids) =>
              companiesOf(positions ?? [])
                .filter((company) => ids.includes(company.companyId))
                .map((company) => company.companyName)
                .join(', '),
          },
        },
      }}
      maxWidth="sm"
    >
      <FormTextField name="companyGroupName" label={t('group.name')} required maxLength={lengths.companyGroupName} />
      <FormSelectField name="companyGroupCountry" label={t('group.country')} options={countries} required />
      <FormMultiSelectField
        name="companiesInGroup"
        label={t('group.companies')}
        options={companyOptions}
        required
        helperText={companyOptions.length === 0 ? t('group.noCompanies') : t('group.companiesHint')}
      />
    </ResumeDialog>
  );
}
