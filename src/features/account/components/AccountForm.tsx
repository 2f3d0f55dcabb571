import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, setIn, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODE } from '@/contract/common';
import { PHONE_TYPES, SOCIAL_NETWORK_TYPES, type PersonalDetails } from '@/contract/account';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { FocusFirstError } from '@/components/form/FocusFirstError';
import { DateField } from '@/components/form/DateField';
import { FormMultiSelectField } from '@/components/form/FormMultiSelectField';
import { FormSelectField } from '@/components/form/FormSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { selectMaxLength } from '@/core/meta/meta.selectors';
import { useLabelList } from '@/core/meta/useLabelList';
import { toApiDate } from '@/lib/dates';
import { DraftKeeper, DraftOffer } from '@/components/form/FormDraft';
import { discardDraft } from '@/lib/drafts';
import { ACCOUNT_DRAFT, readAccountDraft } from '../account.draft';
import { accountSchema, toFormValues, toPersonalInfoRequest, type AccountFormValues, type LimitOf } from '../account.schema';
import { serverFieldErrors } from '../account.serverErrors';
import { accountActions, selectAccount } from '../account.slice';
import { EmailRows } from './EmailRows';
import { KeyedRows } from './KeyedRows';
import { LinkField } from './LinkField';
import { PhotoField } from './PhotoField';
import { Section } from './Section';

interface AccountFormProps {
  details: PersonalDetails;
  /** The user's id: keys the draft (decision 8a). */
  userId: string | null;
}

/**
 * The account form (part 1 §2, §3, §5). When the profile is readonly every field shows its
 * value but is disabled, and there is nothing to save: the user can still read what is
 * stored (and screen readers announce the fields as unavailable), which a page of plain
 * text would show less clearly, and the page keeps one layout for both cases.
 */
export function AccountForm({ details, userId }: AccountFormProps) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const meta = useAppSelector((state) => state.meta);
  const readonly = details.readonly;
  const limitOf: LimitOf = useMemo(() => (field: string) => selectMaxLength({ meta }, 'manager', field), [meta]);
  const schema = useMemo(() => accountSchema(limitOf, toApiDate(new Date())), [limitOf]);
  // The saved copy is the form's start; a photo upload alone must not reset what is typed.
  const { photo: _photo, ...withoutPhoto } = details;
  const savedKey = JSON.stringify(withoutPhoto);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed only when the saved details (not the photo) change
  const initialValues = useMemo(() => toFormValues(details), [savedKey]);
  const [draft, setDraft] = useState<AccountFormValues | null>(() => {
    if (readonly || !userId) return null;
    const stored = readAccountDraft(userId);
    return stored && JSON.stringify(stored) !== JSON.stringify(initialValues) ? stored : null;
  });

  useEffect(() => () => void dispatch(accountActions.saveResultDismissed()), [dispatch]);

  return (
    <Formik<AccountFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values, helpers) => {
        helpers.setSubmitting(false);
        if (!readonly) dispatch(accountActions.personalInfoSubmitted(toPersonalInfoRequest(values)));
      }}
    >
      <Form noValidate aria-label={t('title')}>
        <FocusFirstError />
        {!readonly && userId && <DraftKeeper userId={userId} form={ACCOUNT_DRAFT} paused={draft !== null} />}
        <AfterSave details={details} limitOf={limitOf} userId={userId} />
        {draft && (
          <DraftOffer
            draft={draft}
            onDone={(restored) => {
              if (!restored && userId) discardDraft(userId, ACCOUNT_DRAFT);
              setDraft(null);
            }}
          />
        )}
        <Fields readonly={readonly} limitOf={limitOf} />
        {!readonly && <SaveBar />}
      </Form>
    </Formik>
  );
}

function Fields({ readonly, limitOf }: { readonly: boolean; limitOf: LimitOf }) {
  const { t } = useTranslation('account');
  const salutations = useLabelList('salutations');
  // Titles keep their empty entry (part 1 §3); it is offered as "no title".
  const titles = useLabelList('titles').filter((option) => option.value !== '');
  const countries = useLabelList('countries').filter((option) => option.value !== '');
  const nationalities = useLabelList('nationalities');
  const languages = [
    { value: String(LANGUAGE_CODE.DE), label: t('language.de', { ns: 'common' }) },
    { value: String(LANGUAGE_CODE.EN), label: t('language.en', { ns: 'common' }) },
  ];
  const max = (field: string) => ({ maxLength: limitOf(field) });
  const disabled = readonly;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: { xs: 2, sm: 3 } }}>
      <Section title={t('sections.personal')}>
        <PhotoField disabled={disabled} />
        <FormSelectField name="salutation" label={t('fields.salutation')} options={salutations} required disabled={disabled} />
        <FormSelectField name="title" label={t('fields.title')} options={titles} emptyLabel={t('fields.noTitle')} disabled={disabled} />
        <FormTextField name="firstName" label={t('fields.firstName')} required autoComplete="given-name" disabled={disabled} inputProps={max('firstName')} />
        <FormTextField name="lastName" label={t('fields.lastName')} required autoComplete="family-name" disabled={disabled} inputProps={max('lastName')} />
        <DateField name="birthDate" label={t('fields.birthDate')} max={toApiDate(new Date())} disabled={disabled} />
        <FormMultiSelectField name="nationality" label={t('fields.nationality')} options={nationalities} helperText={t('fields.nationalityHint')} disabled={disabled} />
      </Section>

      <Section title={t('sections.address')}>
        <FormTextField name="primaryAddress.street" label={t('fields.street')} required autoComplete="street-address" disabled={disabled} inputProps={max('street')} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' }, columnGap: 1.5 }}>
          <FormTextField name="primaryAddress.postalCode" label={t('fields.postalCode')} required autoComplete="postal-code" disabled={disabled} inputProps={max('postalCode')} />
          <FormTextField name="primaryAddress.city" label={t('fields.city')} required autoComplete="address-level2" disabled={disabled} inputProps={max('city')} />
        </Box>
        <FormTextField name="primaryAddress.state" label={t('fields.state')} autoComplete="address-level1" disabled={disabled} inputProps={max('state')} />
        <FormSelectField name="primaryAddress.country" label={t('fields.country')} options={countries} required disabled={disabled} />
      </Section>

      <Section title={t('sections.contact')}>
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
            <FormTextField name={name} label={t('phones.number', { number })} type="tel" autoComplete="tel" required helperText={t('phones.hint')} disabled={disabled} inputProps={max('phone')} />
          )}
        />
      </Section>

      <Section title={t('sections.online')}>
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
          renderValue={(name, number) => <LinkField name={name} label={t('social.url', { number })} required disabled={disabled} inputProps={max('socialNetwork')} />}
        />
        <FormTextField name="skypeId" label={t('fields.skypeId')} disabled={disabled} inputProps={max('skypeId')} />
        <FormTextField name="ownCompany" label={t('fields.ownCompany')} autoComplete="organization" disabled={disabled} inputProps={max('ownCompany')} />
        <LinkField name="profileVideo" label={t('fields.profileVideo')} helperText={t('fields.linkHint')} disabled={disabled} inputProps={max('profileVideo')} />
        <LinkField name="website" label={t('fields.website')} helperText={t('fields.linkHint')} disabled={disabled} inputProps={max('website')} />
      </Section>

      <Section title={t('sections.language')}>
        <FormSelectField
          name="communicationLanguage"
          label={t('fields.communicationLanguage')}
          options={languages}
          required
          helperText={t('fields.communicationLanguageHint')}
          disabled={disabled}
        />
      </Section>
    </Box>
  );
}

function SaveBar() {
  const { t } = useTranslation('account');
  const { save } = useAppSelector(selectAccount);
  const saving = save.status === 'loading';
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
      <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        {saving ? t('save.saving') : t('save.submit')}
      </Button>
    </Stack>
  );
}

/**
 * The result of a save: on success the form starts again from the server's copy (the draft
 * goes) and a short confirmation shows until the next edit; on failure everything typed
 * stays, the error shows, and the server's field errors stand next to their fields.
 */
function AfterSave({ details, limitOf, userId }: { details: PersonalDetails; limitOf: LimitOf; userId: string | null }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const { save } = useAppSelector(selectAccount);
  const { values, resetForm, setErrors, setTouched, touched } = useFormikContext<AccountFormValues>();
  const handled = useRef(save.status);
  // The values the form was reset to after a save; the confirmation stays until they change.
  const savedValues = useRef<{ values: AccountFormValues; shown: boolean } | null>(null);

  useEffect(() => {
    if (handled.current === save.status) return;
    handled.current = save.status;
    if (save.status === 'succeeded') {
      const fresh = toFormValues(details);
      savedValues.current = { values: fresh, shown: false };
      resetForm({ values: fresh });
      if (userId) discardDraft(userId, ACCOUNT_DRAFT);
    } else if (save.status === 'failed') {
      const fieldErrors = serverFieldErrors(save.error, values, limitOf);
      const paths = Object.keys(fieldErrors);
      if (paths.length > 0) {
        void setTouched(paths.reduce((all, path) => setIn(all, path, true), touched), false);
        setErrors(paths.reduce((all, path) => setIn(all, path, fieldErrors[path]), {}));
      }
    }
  }, [save.status, save.error, details, values, limitOf, userId, resetForm, setErrors, setTouched, touched]);

  // The confirmation belongs to the saved state: the next edit removes it.
  useEffect(() => {
    const saved = savedValues.current;
    if (save.status !== 'succeeded' || !saved) return;
    if (values === saved.values) saved.shown = true;
    else if (saved.shown) {
      savedValues.current = null;
      dispatch(accountActions.saveResultDismissed());
    }
  }, [values, save.status, dispatch]);

  if (save.status === 'succeeded') {
    return (
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {t('save.saved')}
      </Alert>
    );
  }
  if (save.status === 'failed' && save.error) {
    const invalid = Object.keys(serverFieldErrors(save.error, values, limitOf)).length > 0;
    return <ApiErrorAlert error={save.error} message={`${t('save.failed')} ${invalid ? t('save.invalid') : apiErrorMessage(tCommon, save.error)}`} sx={{ mb: 2 }} />;
  }
  return null;
}
