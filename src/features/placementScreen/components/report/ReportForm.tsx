import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

import { savedMeanwhile } from '@/api/savedMeanwhile';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { SavedSnackbar } from '@/components/feedback/SavedSnackbar';
import { FormDraft, useFormDraft, type FormDraftHandle } from '@/components/form/FormDraft';
import { RichTextField } from '@/components/form/RichTextField';
import { showServerFieldErrors } from '@/components/form/serverFieldErrors';
import type { YearMonth } from '@/contract/month';
import {
  MONTHLY_REPORT_META_ENTITY,
  REPORT_API_ERROR,
  type MonthlyReport,
  type MonthlyReportTexts,
} from '@/contract/placements';
import { MONTHLY_REPORT_TEXT_FIELDS, monthlyReportSchema } from '@/contract/placements.answers';
import { useAppSelector } from '@/core/hooks';
import { useFieldLimits } from '@/core/meta/useFieldLimits';
import { selectUserId } from '@/core/session/session.selectors';
import { useSubmitSteps, type StepFailure } from '@/core/submission/useSubmit';
import { topicOf } from '@/core/tabs/tabs.news';
import { useChangedInOtherWindow } from '@/core/tabs/useChangedInOtherWindow';
import { placementActions } from '@/features/placementScreen/placement.slice';

import { ExpensesQuestion } from '../ExpensesQuestion';
import { MonthSaveFailedAlert } from '../MonthSaveFailedAlert';
import { ReportActions } from './ReportActions';
import { ReportConflict } from './ReportConflict';
import { parseReportDraft, reportDraftName, reportFieldError, textsOf } from './reportTexts';

interface ReportFormProps {
  placementId: string;
  month: YearMonth;
  monthName: string;
  /** The saved report with its texts, null before the first save. */
  saved: MonthlyReport | null;
  /** Where the invoice of a sent report is submitted; null where the placement has no Billing. */
  billingHref: string | null;
  /** A mandate (type 400): sending submits the month, which locks the report and the daily entries. */
  mandate: boolean;
  /** The send needs an expenses report or the confirmation of none (contract expensesRequiredOnSend). */
  expensesRequired: boolean;
}

type Step = 'save' | 'send';

/**
 * The monthly report's form: seven numbered rich texts limited by fields-meta.
 * Save keeps it open for changes and shows the 'saved' snackbar; Send asks once. A sent report whose
 * billing is open can be corrected and sent again (docs/decisions/036-report-corrections.md). A failed
 * save or send keeps everything typed and says why; what is typed is also kept as a draft that
 * survives a reload or an idle logout (docs/decisions/010-drafts.md). Each save names the report's
 * version the form started from: one saved meanwhile elsewhere is never replaced unasked
 * (docs/decisions/035-save-versions.md).
 */
export function ReportForm({
  placementId,
  month,
  monthName,
  saved,
  billingHref,
  mandate,
  expensesRequired,
}: ReportFormProps) {
  const { t } = useTranslation('monthlyReport');
  const { t: tCommon } = useTranslation();
  const { t: tForms } = useTranslation('forms');
  const changedElsewhere = useChangedInOtherWindow(
    topicOf({ kind: 'saved', what: 'monthlyReport', placementId, ...month }),
  );
  const owner = useAppSelector(selectUserId);
  const limits = useFieldLimits(MONTHLY_REPORT_META_ENTITY, MONTHLY_REPORT_TEXT_FIELDS);
  // The form starts from the report as it was when the form opened; a save resets it to what was sent.
  const [initialValues] = useState(() => textsOf(saved));
  const draft = useFormDraft<MonthlyReportTexts>({
    owner,
    name: reportDraftName(placementId, month),
    initialValues,
    parse: parseReportDraft,
  });
  // The editor takes its text when it mounts: a restored draft remounts the editors so they show it.
  const [editorsKey, setEditorsKey] = useState(0);
  const draftHandle = useMemo<FormDraftHandle<MonthlyReportTexts>>(
    () => ({
      ...draft,
      resolveOffer: (restored: boolean) => {
        draft.resolveOffer(restored);
        if (restored) setEditorsKey((key) => key + 1);
      },
    }),
    [draft],
  );
  const { run, submitting, pending, failure, clearFailure } = useSubmitSteps<Step>();
  // Sent, billing still open: it may be corrected, and a correction counts once it is sent again.
  const sent = saved?.wasSent === true;
  // The version the form started from, or null when the month had no report: the next save's base.
  const version = useRef<string | null>(saved ? (saved.version ?? '') : null);
  const [savedKey, setSavedKey] = useState<number | null>(null);
  const saves = useRef(0);
  const formik = useRef<FormikProps<MonthlyReportTexts>>(null);
  // A mandate's expenses (docs/decisions/043-mandate-expenses.md): asked before its only send.
  const askExpenses = expensesRequired && !sent;
  const [expenses, setExpenses] = useState<File | null>(null);
  const [noExpenses, setNoExpenses] = useState(false);
  const expensesMissing = askExpenses && expenses === null && !noExpenses;
  const expensesHintId = `${reportDraftName(placementId, month)}-expenses-hint`;
  // Offline the texts stay in the form's draft (FormDraft) until the manager sends them (docs/decisions/054-offline-data.md).
  const connection = useNeedsConnection('keptAsDraft');

  const sendReport = async (values: MonthlyReportTexts, send: boolean) => {
    const outcome = await run<string>(
      send ? 'send' : 'save',
      placementActions.monthlyReportSubmitted(
        {
          placementId,
          ...month,
          report: values,
          send,
          version: version.current,
          confirmNoExpenses: send && askExpenses && expenses === null && noExpenses,
        },
        send && askExpenses ? expenses : null,
      ),
    );
    if (outcome.ok) {
      version.current = outcome.data ?? '';
      draft.discard();
      formik.current?.resetForm({ values });
      if (!send) {
        saves.current += 1;
        setSavedKey(saves.current);
      }
      return;
    }
    if (formik.current) showServerFieldErrors(formik.current, outcome.error, reportFieldError(limits));
  };

  const conflict = failure ? savedMeanwhile(failure.error, monthlyReportSchema) : undefined;
  const failureBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);

  // A form nobody typed in follows a newer report saved elsewhere: there is nothing of the user's to keep.
  const savedVersion = saved?.version;
  useEffect(() => {
    const form = formik.current;
    if (!saved || !form || form.dirty || savedVersion === version.current) return;
    version.current = savedVersion ?? '';
    form.resetForm({ values: textsOf(saved) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the version says when the saved report changed
  }, [savedVersion]);

  const failureText = ({ error, step }: StepFailure<Step>) => {
    const what = t(step === 'send' ? 'report.sendFailed' : 'report.saveFailed');
    if (error.code === REPORT_API_ERROR.REPORT_LOCKED) return `${what} ${t('report.lockedError')}`;
    const fields = error.details.fields;
    if (typeof fields === 'object' && fields !== null && 'expensesReport' in fields)
      return `${what} ${t('report.expenses.required')}`;
    if (error.details.fields) return `${what} ${t('report.fieldsError')}`;
    return `${what} ${apiErrorMessage(tCommon, error)}`;
  };

  return (
    <>
      <Formik<MonthlyReportTexts>
        initialValues={initialValues}
        innerRef={formik}
        onSubmit={(values, helpers) => {
          helpers.setSubmitting(false);
          return sendReport(values, false);
        }}
      >
        <Form noValidate aria-label={t('report.formLabel', { month: monthName })}>
          {sent && (
            <Alert
              severity="info"
              sx={{ mb: 2 }}
              action={
                billingHref && (
                  <Button component={RouterLink} to={billingHref} color="inherit" size="small">
                    {t('report.toBilling')}
                  </Button>
                )
              }
            >
              {t('report.sentOpen', { month: monthName })}
            </Alert>
          )}
          {changedElsewhere && !conflict && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {tForms('changedElsewhere.versioned')}
            </Alert>
          )}
          <FormDraft draft={draftHandle} />
          <Box key={editorsKey}>
            {MONTHLY_REPORT_TEXT_FIELDS.map((field, index) => (
              <RichTextField
                key={field}
                name={field}
                label={t('report.sectionLabel', { number: index + 1, title: t(`report.sections.${field}`) })}
                helperText={t(`report.hints.${field}`)}
                maxLength={limits[field]}
                startHeight="reportSection"
              />
            ))}
          </Box>
          {askExpenses && (
            <Box component="section" aria-labelledby={`${expensesHintId}-heading`} sx={{ mt: 3 }}>
              <Typography id={`${expensesHintId}-heading`} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
                {t('report.expenses.heading', { month: monthName })}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                {t('report.expenses.intro')}
              </Typography>
              <ExpensesQuestion
                id={`${expensesHintId}-file`}
                fileLabel={t('report.expenses.file')}
                noneLabel={t('report.expenses.none')}
                file={expenses}
                none={noExpenses}
                onFileChange={setExpenses}
                onNoneChange={setNoExpenses}
                disabled={submitting}
              />
            </Box>
          )}
          {/* A failure shows above the actions and takes the focus, so it is in view whatever was scrolled. */}
          <Box ref={failureBox} tabIndex={-1} sx={{ outline: 'none' }}>
            {failure && conflict !== undefined && (
              <ReportConflict
                current={conflict}
                onKeepMine={(next) => {
                  version.current = next;
                  if (formik.current) void sendReport(formik.current.values, failure.step === 'send');
                }}
                onTakeTheirs={(next, texts) => {
                  version.current = next;
                  clearFailure();
                  formik.current?.resetForm({ values: texts });
                }}
                onKeepBoth={(next, texts) => {
                  version.current = next;
                  clearFailure();
                  void formik.current?.setValues(texts);
                }}
              />
            )}
            {failure && conflict === undefined && (
              <MonthSaveFailedAlert
                error={failure.error}
                message={failureText(failure)}
                placementId={placementId}
                month={month}
                reloadLabel={failure.error.code === REPORT_API_ERROR.REPORT_LOCKED ? t('report.showCurrent') : null}
              />
            )}
          </Box>
          {connection.note && <Box sx={{ mt: 3, display: 'flex', justifyContent: 'flex-end' }}>{connection.note}</Box>}
          <ReportActions
            monthName={monthName}
            sent={sent}
            mandate={mandate}
            pending={pending}
            disabled={submitting || connection.offline}
            sendBlockedBy={expensesMissing ? expensesHintId : null}
            describedBy={connection.describedBy}
            onSend={() => {
              if (formik.current) void sendReport(formik.current.values, true);
            }}
          />
        </Form>
      </Formik>
      <SavedSnackbar openKey={savedKey} message={t('report.saved')} onClose={() => setSavedKey(null)} />
    </>
  );
}
