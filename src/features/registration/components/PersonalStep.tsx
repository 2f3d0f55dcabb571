import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { AgreementBlock } from '@/components/agreement/AgreementBlock';
import { AddressFields } from '@/components/form/AddressFields';
import { FormGrid } from '@/components/form/FormGrid';
import { FormTextField } from '@/components/form/FormTextField';
import { PersonFields } from '@/components/form/PersonFields';
import { SelectInput } from '@/components/form/SelectInput';
import { DocumentRows } from '@/components/upload/DocumentRows';
import { paths } from '@/config/paths';
import type { Lang } from '@/contract/common';
import type { AgreementDocumentKind, AgreementTexts } from '@/core/agreementTexts/agreementTexts.slice';

import type { AgreementFlags } from '../registration.draft';
import { hasCv, type PersonalLimits, type RegistrationValues } from '../registration.schema';
import type { EmailAvailability } from '../registration.slice';

interface PersonalStepProps {
  lang: Lang;
  onLangChange: (lang: Lang) => void;
  limits: PersonalLimits;
  texts: AgreementTexts;
  onRetryTexts: () => void;
  flags: AgreementFlags;
  onFlagsChange: (flags: AgreementFlags) => void;
  onDownload: (kind: AgreementDocumentKind) => void;
  /** After a Next attempt (or a reload that lost files): rows without a file say so. */
  showMissing: boolean;
  emailCheck: { data: EmailAvailability | null; email: string };
  disabled?: boolean;
}

function Section({ title, children, headingId }: { title: string; children: ReactNode; headingId?: string }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Step 2: portal language, person, address, contact, documents and the agreement. */
export function PersonalStep({
  lang,
  onLangChange,
  limits,
  texts,
  onRetryTexts,
  flags,
  onFlagsChange,
  onDownload,
  showMissing,
  emailCheck,
  disabled,
}: PersonalStepProps) {
  const { t } = useTranslation('registration');
  const { t: tCommon } = useTranslation();
  const { t: tForms } = useTranslation('forms');
  const { values, setFieldValue } = useFormikContext<RegistrationValues>();
  const duplicate = emailCheck.data === 'duplicate' && emailCheck.email === values.primaryEmail.trim();
  const cvMissing = showMissing && !hasCv(values.documents);

  return (
    <>
      <Section title={t('personal.languageSection')}>
        <Box sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}>
          <SelectInput
            name="portalLanguage"
            label={t('personal.language')}
            value={lang}
            options={[
              { value: 'de', label: tCommon('language.de') },
              { value: 'en', label: tCommon('language.en') },
            ]}
            onChange={(value) => onLangChange(value === 'de' ? 'de' : 'en')}
            disabled={disabled}
          />
        </Box>
      </Section>

      <Section title={t('personal.personSection')}>
        <FormGrid>
          <PersonFields text={(key) => t(`personal.${key}`)} limit={(field) => limits[field]} disabled={disabled} />
        </FormGrid>
      </Section>

      <Section title={t('personal.addressSection')}>
        <FormGrid>
          <AddressFields text={(key) => t(`personal.${key}`)} limit={(field) => limits[field]} disabled={disabled} />
        </FormGrid>
      </Section>

      <Section title={t('personal.contactSection')}>
        <FormGrid>
          <FormTextField
            name="primaryEmail"
            type="email"
            label={t('personal.primaryEmail')}
            autoComplete="email"
            required
            disabled={disabled}
            inputProps={{ maxLength: limits.email, 'aria-invalid': duplicate || undefined }}
            helperText={
              duplicate ? (
                <Box component="span" role="alert" sx={{ color: 'error.main' }}>
                  {tForms('label.emailAlreadyExists')}{' '}
                  <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
                    {t('emailCheck.forgotPassword')}
                  </Link>
                </Box>
              ) : undefined
            }
          />
          <FormTextField
            name="mobilePhone1"
            type="tel"
            label={t('personal.mobilePhone1')}
            autoComplete="tel"
            required
            disabled={disabled}
            helperText={t('personal.mobilePhone1Hint')}
            inputProps={{ maxLength: limits.phone }}
          />
        </FormGrid>
      </Section>

      <Section title={t('personal.documentsSection')} headingId="documents-heading">
        <Typography color="textSecondary" sx={{ mb: 2 }}>
          {t('personal.documentsIntro')}
        </Typography>
        {/* Named so that the error summary can lead here when a document is missing. */}
        <Box
          component="fieldset"
          name="documents"
          aria-labelledby="documents-heading"
          tabIndex={-1}
          aria-describedby={cvMissing ? 'documents-cv-error' : undefined}
          sx={{ border: 0, p: 0, m: 0, minWidth: 0, outline: 'none' }}
        >
          <DocumentRows
            idPrefix="registration"
            rows={values.documents}
            onRowsChange={(rows) => void setFieldValue('documents', rows)}
            showMissing={showMissing}
            disabled={disabled}
            lang={lang}
            canRemove={() => values.documents.length > 1}
          />
          {cvMissing && (
            <FormHelperText id="documents-cv-error" error role="alert" sx={{ mt: 1, fontSize: '0.875rem' }}>
              {t('personal.cvRequired')}
            </FormHelperText>
          )}
        </Box>
      </Section>

      <Section title={t('personal.agreementSection')}>
        <AgreementBlock
          texts={texts}
          onRetry={onRetryTexts}
          accepted={flags}
          onAcceptedChange={(kind, accepted) => onFlagsChange({ ...flags, [kind]: accepted })}
          onDownload={onDownload}
          disabled={disabled}
        />
        {!(flags.terms && flags.privacy) && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('personal.agreementHint')}
          </Alert>
        )}
      </Section>
    </>
  );
}
