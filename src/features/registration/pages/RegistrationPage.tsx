import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { ReleaseDialog } from '@/components/dialog/ReleaseDialog';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { ErrorSummary } from '@/components/form/ErrorSummary';
import { DraftKeeper } from '@/components/form/FormDraft';
import { PageHeading } from '@/components/layout/PageHeading';
import { newDocumentRow } from '@/components/upload/DocumentRows';
import { SUPPORT_EMAIL } from '@/config/links';
import { paths } from '@/config/paths';
import { AGREEMENT_PATHS } from '@/contract/agreement';
import type { Lang } from '@/contract/common';
import type { AgreementDocumentKind } from '@/core/agreementTexts/agreementTexts.slice';
import { useAgreementTexts } from '@/core/agreementTexts/useAgreementTexts';
import { useOpenFile } from '@/core/feedback/useOpenFile';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { selectFieldsStatus } from '@/core/meta/meta.selectors';
import { metaActions } from '@/core/meta/meta.slice';
import { useFieldLimits } from '@/core/meta/useFieldLimits';
import { useLabelsIn } from '@/core/meta/useLabelsIn';
import { uiLanguageChanged } from '@/core/session/session.events';
import type { SubmissionOutcome } from '@/core/submission/submission';
import { useSubmit } from '@/core/submission/useSubmit';
import { toApiDate } from '@/lib/dates';
import { codeOf } from '@/lib/languages';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { CompetenceStep } from '../components/CompetenceStep';
import { PersonalStep } from '../components/PersonalStep';
import { QuestionsStep } from '../components/QuestionsStep';
import { WelcomeContent } from '../components/WelcomeStep';
import { WizardProgress } from '../components/WizardProgress';
import {
  discardRegistrationDraft,
  loadRegistrationDraft,
  readAgreementFlags,
  REGISTRATION_DRAFT,
  registrationDraftOf,
  rowsOfDraft,
  writeAgreementFlags,
  type AgreementFlags,
  type RegistrationDraft,
} from '../registration.draft';
import { buildRegisterRequest, uploadsOf } from '../registration.payload';
import { QUESTION_KEYS, unanswered } from '../registration.questions';
import { personalStepSchema, type RegistrationValues } from '../registration.schema';
import { selectRegistration } from '../registration.selectors';
import { registrationActions, type RegistrationDone } from '../registration.slice';
import { decodeRegistrationId } from '../registrationId';

import '../registration.feature';

/** Field lengths from `GET /manager/fields-meta`; constant lists, so they are computed once. */
const PERSONAL_LIMITED = ['firstName', 'lastName', 'street', 'postalCode', 'city', 'state', 'email', 'phone'] as const;
const COMPETENCE_LIMITED = ['industryFocuses', 'specialistFocuses', 'managementMethods'] as const;

const FIRST_STEP = 1;
const LAST_STEP = 4;
const STEP_KEYS = ['welcome', 'personal', 'competence', 'questions'] as const;

const FILE_PATHS: Record<AgreementDocumentKind, (lang: Lang) => string> = {
  terms: AGREEMENT_PATHS.agreementFile.build,
  privacy: AGREEMENT_PATHS.protectionFile.build,
};

function emptyValues(lang: Lang): RegistrationValues {
  return {
    salutation: '',
    title: '',
    firstName: '',
    lastName: '',
    birthDate: '',
    nationality: [],
    street: '',
    postalCode: '',
    city: '',
    country: '',
    state: '',
    primaryEmail: '',
    mobilePhone1: '',
    documents: [newDocumentRow(lang)],
    industryFocuses: '',
    specialistFocuses: '',
    managementMethods: '',
    ...unanswered(),
  };
}

interface Start {
  values: RegistrationValues;
  step: number;
  lostFiles: { number: number; name: string }[];
  registered?: RegistrationDraft['registered'];
}

/** A fresh wizard, or the draft of this tab after a reload (docs/decisions/010-drafts.md). */
function startOf(lang: Lang): Start {
  const empty = emptyValues(lang);
  const draft = loadRegistrationDraft();
  if (!draft) return { values: empty, step: FIRST_STEP, lostFiles: [] };
  const { rows, lostFiles } = rowsOfDraft(draft);
  const step = Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(Number(draft.step)) || FIRST_STEP));
  return {
    values: { ...empty, ...draft.values, documents: rows.length > 0 ? rows : empty.documents },
    step,
    lostFiles,
    registered: draft.registered,
  };
}

/**
 * `/register/{id?}`: the four-step registration wizard. One formik form holds
 * every step's fields; step 2 is validated when it is left, then the e-mail is checked.
 */
export default function RegistrationPage() {
  const { t } = useTranslation('registration');
  const lang = useUiLanguage();
  const { id } = useParams();
  const userId = useMemo(() => decodeRegistrationId(id), [id]);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const openFile = useOpenFile();
  const { emailCheck, registered } = useAppSelector(selectRegistration);
  const { submit, submitting: sending } = useSubmit();
  const [result, setResult] = useState<SubmissionOutcome<RegistrationDone> | null>(null);
  const fieldsStatus = useAppSelector(selectFieldsStatus);
  const personalLimits = useFieldLimits('manager', PERSONAL_LIMITED);
  const competenceLimits = useFieldLimits('resume', COMPETENCE_LIMITED);
  const personalSchema = useMemo(() => personalStepSchema(personalLimits), [personalLimits]);

  const [start] = useState(() => startOf(lang));
  const [step, setStep] = useState(start.step);
  const [flags, setFlags] = useState<AgreementFlags>(readAgreementFlags);
  const [showMissing, setShowMissing] = useState(start.lostFiles.length > 0);
  const [awaitingCheck, setAwaitingCheck] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const focusEmail = useRef(false);
  const succeeded = result?.ok === true;
  const toDraft = useCallback(
    (values: RegistrationValues) => registrationDraftOf(step, values, registered ?? undefined),
    [step, registered],
  );

  useEffect(() => {
    dispatch(registrationActions.wizardOpened());
    if (start.registered) dispatch(registrationActions.registered(start.registered));
  }, [dispatch, start]);

  // An anonymous page loads its own labels and field lengths (they come with the session otherwise).
  useLabelsIn(lang);
  useEffect(() => {
    if (fieldsStatus === 'idle' || fieldsStatus === 'failed') dispatch(metaActions.fieldsMetaRequested());
    // Once per visit; a failure is not retried in a loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  useEffect(() => {
    if (step === 1) dispatch(registrationActions.welcomeVideosRequested());
  }, [dispatch, step]);
  // The agreement block of step 2 (core/agreementTexts: the agreement screen's copy).
  const { texts: agreementTexts, retry: retryAgreementTexts } = useAgreementTexts(lang, { enabled: step === 2 });

  // Each new step announces itself: its heading takes the focus.
  useEffect(() => {
    if (stepChanged.current) heading.current?.focus();
  }, [step]);

  // A new e-mail advances automatically; duplicate or failed stays on step 2.
  useEffect(() => {
    if (!awaitingCheck || emailCheck.status === 'loading') return;
    setAwaitingCheck(false);
    if (emailCheck.data === 'new') goTo(3);
    else focusEmail.current = true;
  }, [awaitingCheck, emailCheck.status, emailCheck.data]);

  // After a duplicate or failed check the e-mail field takes the focus, once it is enabled again.
  const checking = awaitingCheck || emailCheck.status === 'loading';
  useEffect(() => {
    if (!focusEmail.current || checking) return;
    focusEmail.current = false;
    document.querySelector<HTMLElement>('input[name="primaryEmail"]')?.focus();
  }, [checking]);

  function goTo(next: number) {
    stepChanged.current = true;
    setStep(Math.min(LAST_STEP, Math.max(FIRST_STEP, next)));
  }

  function changeFlags(next: AgreementFlags) {
    setFlags(next);
    writeAgreementFlags(next);
  }

  async function onSubmit(values: RegistrationValues) {
    if (step === 2) {
      setAwaitingCheck(true);
      dispatch(registrationActions.emailCheckRequested(values.primaryEmail.trim()));
    } else if (step === LAST_STEP) {
      if (!QUESTION_KEYS.every((key) => values[key] !== '')) return;
      const request = buildRegisterRequest(values, {
        language: codeOf(lang),
        userId,
        today: toApiDate(new Date()),
        agreementAccepted: flags.terms && flags.privacy,
      });
      setResult(null);
      const outcome = await submit<RegistrationDone>(registrationActions.submitted(request, uploadsOf(values)));
      if (outcome.ok) {
        discardRegistrationDraft();
        writeAgreementFlags(null);
      }
      setResult(outcome);
    } else {
      goTo(step + 1);
    }
  }

  const stepLabels = STEP_KEYS.map((key) => t(`steps.${key}`));
  const agreed = flags.terms && flags.privacy;

  return (
    <Paper variant="outlined" sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <PageHeading title={t('title')} intro={t('intro')} />
      <WizardProgress step={step} labels={stepLabels} />
      {start.lostFiles.length > 0 && step === 2 && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('draft.filesLost', {
            files: start.lostFiles
              .map((file) => t('draft.fileEntry', { number: file.number, name: file.name }))
              .join(', '),
          })}
        </Alert>
      )}
      <Formik<RegistrationValues>
        initialValues={start.values}
        validationSchema={step === 2 ? personalSchema : undefined}
        validateOnMount={false}
        onSubmit={(values, helpers) => {
          helpers.setSubmitting(false);
          void onSubmit(values);
        }}
      >
        {({ values }) => {
          const answered = QUESTION_KEYS.filter((key) => values[key] !== '').length;
          return (
            <Form noValidate aria-labelledby="registration-step-heading">
              <ErrorSummary />
              <DraftKeeper<RegistrationValues>
                owner={REGISTRATION_DRAFT.owner}
                name={REGISTRATION_DRAFT.name}
                paused={succeeded}
                keepPristine
                toDraft={toDraft}
              />
              <Typography
                id="registration-step-heading"
                ref={heading}
                tabIndex={-1}
                component="h2"
                variant="h5"
                sx={{ mb: 2, outline: 'none' }}
              >
                {stepLabels[step - 1]}
              </Typography>

              {step === 1 && <WelcomeContent lang={lang} />}
              {step === 2 && (
                <PersonalStep
                  lang={lang}
                  onLangChange={(next) => next !== lang && dispatch(uiLanguageChanged({ lang: next }))}
                  limits={personalLimits}
                  texts={agreementTexts}
                  onRetryTexts={retryAgreementTexts}
                  flags={flags}
                  onFlagsChange={changeFlags}
                  onDownload={(kind) => openFile(FILE_PATHS[kind](lang))}
                  showMissing={showMissing}
                  emailCheck={emailCheck}
                  disabled={checking}
                />
              )}
              {step === 3 && <CompetenceStep limits={competenceLimits} />}
              {step === 4 && <QuestionsStep lang={lang} answered={answered} disabled={sending} />}

              {step === 2 && emailCheck.status === 'failed' && !checking && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {t('emailCheck.failed')}
                </Alert>
              )}
              {step === LAST_STEP && result?.ok === false && (
                <ApiErrorAlert
                  error={result.error}
                  lead={registered ? t('submit.uploadFailed') : t('submit.registerFailed')}
                  sx={{ mt: 3 }}
                />
              )}

              <Stack
                direction="row"
                spacing={1.5}
                sx={{ mt: 4, justifyContent: 'space-between', alignItems: 'center' }}
              >
                {step > FIRST_STEP ? (
                  <Button onClick={() => goTo(step - 1)} disabled={checking || sending}>
                    {t('actions.back')}
                  </Button>
                ) : (
                  <Box />
                )}
                {step < LAST_STEP ? (
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={(step === 2 && !agreed) || checking}
                    onClick={() => step === 2 && setShowMissing(true)}
                    startIcon={
                      checking ? (
                        <CircularProgress size={18} color="inherit" aria-label={t('emailCheck.checking')} />
                      ) : undefined
                    }
                  >
                    {t('actions.next')}
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={answered < QUESTION_KEYS.length || sending || succeeded}
                    startIcon={
                      sending ? (
                        <CircularProgress size={18} color="inherit" aria-label={t('submit.sending')} />
                      ) : undefined
                    }
                  >
                    {registered ? t('actions.retryUpload') : t('actions.apply')}
                  </Button>
                )}
              </Stack>
            </Form>
          );
        }}
      </Formik>
      {/* After a successful registration: the automatic- or manual-release message; leads home. */}
      <ReleaseDialog
        open={succeeded}
        title={t('release.title')}
        text={[
          t(registered?.automaticRelease ? 'release.automatic' : 'release.manual'),
          ...(result?.ok && result.data?.documentsNotSent
            ? [t('release.documentsNotSent', { email: SUPPORT_EMAIL })]
            : []),
        ].join(' ')}
        action={{ label: t('release.home'), onClick: () => void navigate(paths.root.getHref()) }}
      />
    </Paper>
  );
}
