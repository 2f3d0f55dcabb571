import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, useFormikContext, type FormikHelpers, type FormikProps } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SerializedApiError } from '@/api/errors';
import { savedMeanwhile } from '@/api/savedMeanwhile';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { AddressFields } from '@/components/form/AddressFields';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { FormDraft, useFormDraft } from '@/components/form/FormDraft';
import { FormGrid } from '@/components/form/FormGrid';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { PersonFields } from '@/components/form/PersonFields';
import { showServerFieldErrors } from '@/components/form/serverFieldErrors';
import { SectionCard } from '@/components/layout/SectionCard';
import { PHONE_TYPES, SOCIAL_NETWORK_TYPES, type PersonalDetails } from '@/contract/account';
import { personalDetailsSchema } from '@/contract/account.answers';
import { LANGUAGE_CODE } from '@/contract/common';
import { useReadState } from '@/core/hooks';
import { useFieldLimits } from '@/core/meta/useFieldLimits';
import { selectPersonalDetails } from '@/core/profile/profile.selectors';
import { useSubmit } from '@/core/submission/useSubmit';
import { useChangedInOtherWindow } from '@/core/tabs/useChangedInOtherWindow';
import { toApiDate } from '@/lib/dates';

import { accountActions } from '../account.events';
import {
  ACCOUNT_LIMITED_FIELDS,
  accountSchema,
  toFormValues,
  toPersonalInfoRequest,
  type AccountFormValues,
  type LimitOf,
} from '../account.schema';
import { accountFieldError } from '../account.serverErrors';
import { AccountConflict } from './AccountConflict';
import { EmailRows } from './EmailRows';
import { KeyedRows } from './KeyedRows';
import { LinkField } from './LinkField';
import { PhotoField } from './PhotoField';

/** The key of the account form's draft (docs/decisions/010-drafts.md), under the user's id. */
const ACCOUNT_DRAFT = 'account';

/** A stored draft, if it still has the form's shape (an older app version may have left another one). */
function parseDraft(stored: unknown): AccountFormValues | null {
  const draft = stored as Partial<AccountFormValues> | null;
  if (!draft || typeof draft !== 'object') return null;
  const lists = [draft.emails, draft.phones, draft.socialNetworks, draft.nationality];
  if (!lists.every(Array.isArray) || typeof draft.primaryAddress !== 'object' || draft.primaryAddress === null)
    return null;
  return draft as AccountFormValues;
}

/**
 * What the last save left to show: the confirmation (until the next edit), the choice when the details
 * were saved meanwhile elsewhere, or why it failed.
 */
type SaveResult =
  | { ok: true; values: AccountFormValues }
  | { ok: false; conflict: PersonalDetails }
  | { ok: false; error: SerializedApiError; invalid: boolean }
  | null;

interface AccountFormProps {
  details: PersonalDetails;
  /** The user's id: keys the draft (docs/decisions/010-drafts.md). */
  userId: string | null;
}

/**
 * The account form. When the profile is readonly every field shows its
 * value but is disabled, and there is nothing to save: the user can still read what is
 * stored (and screen readers announce the fields as unavailable), which a page of plain
 * text would show less clearly, and the page keeps one layout for both cases.
 */
export function AccountForm({ details, userId }: AccountFormProps) {
  const { t } = useTranslation('account');
  const { t: tForms } = useTranslation('forms');
  const changedElsewhere = useChangedInOtherWindow('account');
  const readState = useReadState();
  const { submit, submitting } = useSubmit();
  const readonly = details.readonly;
  const limits = useFieldLimits('manager', ACCOUNT_LIMITED_FIELDS);
  const limitOf: LimitOf = useMemo(
    () => (field: string) => limits[field as (typeof ACCOUNT_LIMITED_FIELDS)[number]],
    [limits],
  );
  const schema = useMemo(() => accountSchema(limitOf, toApiDate(new Date())), [limitOf]);
  // The saved copy is the form's start; a photo upload alone must not reset what is typed.
  const { photo: _photo, ...withoutPhoto } = details;
  const savedKey = JSON.stringify(withoutPhoto);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed only when the saved details (not the photo) change
  const initialValues = useMemo(() => toFormValues(details), [savedKey]);
  const draft = useFormDraft({
    owner: userId,
    name: ACCOUNT_DRAFT,
    initialValues,
    enabled: !readonly,
    parse: parseDraft,
  });
  const [result, setResult] = useState<SaveResult>(null);
  const clearResult = useCallback(() => setResult(null), []);
  // The version the form opened on (docs/decisions/035-save-versions.md): a newer copy loaded meanwhile
  // (another window's save reloads the profile) must not become the base of a save unasked.
  const version = useRef(details.version ?? '');

  /**
   * On success the form starts again from the server's copy and its version (the draft goes) and a
   * short confirmation shows until the next edit; on failure everything typed stays, the error
   * shows, and the server's field errors stand next to their fields. Saved meanwhile elsewhere, the
   * form shows both versions and the manager chooses.
   */
  const save = async (values: AccountFormValues, formik: FormikHelpers<AccountFormValues>) => {
    formik.setSubmitting(false);
    if (readonly) return;
    setResult(null);
    const outcome = await submit(
      accountActions.personalInfoSubmitted({ request: toPersonalInfoRequest(values), version: version.current }),
    );
    if (outcome.ok) {
      const saved = readState(selectPersonalDetails) ?? details;
      const fresh = toFormValues(saved);
      version.current = saved.version ?? '';
      formik.resetForm({ values: fresh });
      draft.discard();
      setResult({ ok: true, values: fresh });
      return;
    }
    const current = savedMeanwhile(outcome.error, personalDetailsSchema);
    if (current) {
      setResult({ ok: false, conflict: current });
    } else {
      const form = formikRef.current;
      const invalid = form ? showServerFieldErrors(form, outcome.error, accountFieldError(limitOf)) > 0 : false;
      setResult({ ok: false, error: outcome.error, invalid });
    }
  };
  const formikRef = useRef<FormikProps<AccountFormValues>>(null);

  return (
    <Formik<AccountFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      innerRef={formikRef}
      onSubmit={save}
    >
      <Form noValidate aria-label={t('title')}>
        <ErrorSummary />
        {result && 'conflict' in result ? (
          <AccountConflict
            current={result.conflict}
            onKeepMine={() => {
              version.current = result.conflict.version ?? '';
              void formikRef.current?.submitForm();
            }}
            onTakeTheirs={() => {
              version.current = result.conflict.version ?? '';
              formikRef.current?.resetForm({ values: toFormValues(result.conflict) });
              draft.discard();
              setResult(null);
            }}
          />
        ) : (
          <SaveResultAlert result={result} onEdited={clearResult} />
        )}
        {changedElsewhere && !(result && 'conflict' in result) && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {tForms('changedElsewhere.versioned')}
          </Alert>
        )}
        <FormDraft draft={draft} />
        <Fields readonly={readonly} limitOf={limitOf} />
        {!readonly && <SaveBar saving={submitting} />}
      </Form>
    </Formik>
  );
}

function Fields({ readonly, limitOf }: { readonly: boolean; limitOf: LimitOf }) {
  const { t } = useTranslation('account');
  const languages = [
    { value: String(LANGUAGE_CODE.DE), label: t('language.de', { ns: 'common' }) },
    { value: String(LANGUAGE_CODE.EN), label: t('language.en', { ns: 'common' }) },
  ];
  const disabled = readonly;

  return (
    <FormGrid from="lg" gap={{ xs: 2, sm: 3 }}>
      <SectionCard headingVariant="h3" title={t('sections.personal')}>
        <PhotoField disabled={disabled} />
        <PersonFields text={(key) => t(`fields.${key}`)} limit={limitOf} disabled={disabled} />
      </SectionCard>

      <SectionCard headingVariant="h3" title={t('sections.address')}>
        <AddressFields
          prefix="primaryAddress."
          text={(key) => t(`fields.${key}`)}
          limit={limitOf}
          disabled={disabled}
        />
      </SectionCard>

      <SectionCard headingVariant="h3" title={t('sections.contact')}>
        <EmailRows disabled={disabled} maxLength={limitOf('email')} />
        <KeyedRows
          name="phones"
          keyField="phoneType"
          valueField="number"
          kinds={PHONE_TYPES}
          kindLabel={(kind) => t(`phones.types.${kind as (typeof PHONE_TYPES)[number]}`)}
          heading={t('phones.heading')}
          keyLabel={(number) => t('phones.type', { number })}
          removeLabel={(number) => t('phones.remove', { number })}
          addLabel={t('phones.add')}
          allUsedText={t('phones.allUsed')}
          disabled={disabled}
          renderValue={(name, number) => (
            <FormTextField
              name={name}
              label={t('phones.number', { number })}
              type="tel"
              autoComplete="tel"
              required
              helperText={t('phones.hint')}
              disabled={disabled}
              maxLength={limitOf('phone')}
            />
          )}
        />
      </SectionCard>

      <SectionCard headingVariant="h3" title={t('sections.online')}>
        <KeyedRows
          name="socialNetworks"
          keyField="network"
          valueField="url"
          kinds={SOCIAL_NETWORK_TYPES}
          kindLabel={(kind) => t(`social.types.${kind as (typeof SOCIAL_NETWORK_TYPES)[number]}`)}
          heading={t('social.heading')}
          keyLabel={(number) => t('social.network', { number })}
          removeLabel={(number) => t('social.remove', { number })}
          addLabel={t('social.add')}
          allUsedText={t('social.allUsed')}
          disabled={disabled}
          renderValue={(name, number) => (
            <LinkField
              name={name}
              label={t('social.url', { number })}
              required
              disabled={disabled}
              maxLength={limitOf('socialNetwork')}
            />
          )}
        />
        <FormTextField name="skypeId" label={t('fields.skypeId')} disabled={disabled} maxLength={limitOf('skypeId')} />
        <FormTextField
          name="ownCompany"
          label={t('fields.ownCompany')}
          autoComplete="organization"
          disabled={disabled}
          maxLength={limitOf('ownCompany')}
        />
        <LinkField
          name="profileVideo"
          label={t('fields.profileVideo')}
          helperText={t('fields.linkHint')}
          disabled={disabled}
          maxLength={limitOf('profileVideo')}
        />
        <LinkField
          name="website"
          label={t('fields.website')}
          helperText={t('fields.linkHint')}
          disabled={disabled}
          maxLength={limitOf('website')}
        />
      </SectionCard>

      <SectionCard headingVariant="h3" title={t('sections.language')}>
        <FormSelectField
          name="communicationLanguage"
          label={t('fields.communicationLanguage')}
          options={languages}
          required
          helperText={t('fields.communicationLanguageHint')}
          disabled={disabled}
        />
      </SectionCard>
    </FormGrid>
  );
}

function SaveBar({ saving }: { saving: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={saving}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {saving ? t('save.saving') : t('save.submit')}
      </Button>
    </Stack>
  );
}

/** The last save's result; the confirmation belongs to the saved state, so the next edit removes it. */
function SaveResultAlert({
  result,
  onEdited,
}: {
  result: Exclude<SaveResult, { conflict: PersonalDetails }>;
  onEdited: () => void;
}) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const { values } = useFormikContext<AccountFormValues>();
  // The form is reset to the saved values a moment after the result arrives: only a change after that is an edit.
  const shown = useRef(false);

  useEffect(() => {
    if (!result?.ok) {
      shown.current = false;
      return;
    }
    if (values === result.values) shown.current = true;
    else if (shown.current) {
      shown.current = false;
      onEdited();
    }
  }, [values, result, onEdited]);

  if (result?.ok) {
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {t('save.saved')}
      </Alert>
    );
  }
  if (result) {
    return (
      <ApiErrorAlert
        error={result.error}
        message={`${t('save.failed')} ${result.invalid ? t('save.invalid') : apiErrorMessage(tCommon, result.error)}`}
        sx={{ mb: 2 }}
      />
    );
  }
  return null;
}
