import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { savedMeanwhile } from '@/api/savedMeanwhile';
import { SendButton } from '@/components/dialog/ConfirmDialog';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { SafeHtml } from '@/components/html/SafeHtml';
import { PdfDropzone } from '@/components/upload/PdfDropzone';
import { ERROR_CODE } from '@/contract/common';
import type { YearMonth } from '@/contract/month';
import { REPORT_API_ERROR, type MonthlyReport } from '@/contract/placements';
import { BILLING_VERIFY_STATUS, monthlyReportSchema } from '@/contract/placements.answers';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { useSubmitSteps, type StepFailure } from '@/core/submission/useSubmit';
import { selectVerification, type PlacementScreenRoot } from '@/features/placementScreen/placement.selectors';
import { placementActions } from '@/features/placementScreen/placement.slice';
import { MAX_UPLOAD_MB } from '@/lib/pdfFile';

import { ExpensesQuestion } from '../ExpensesQuestion';
import { MonthSaveFailedAlert } from '../MonthSaveFailedAlert';
import { BillingConflict } from './BillingConflict';

interface InvoiceUploadProps {
  placementId: string;
  month: YearMonth;
  monthName: string;
  /** The month's report the invoice is for (its id, version and amount). */
  report: MonthlyReport;
  /** travelExpenseManager 200 requires an expenses report or the confirmation that there are none. */
  expensesRequired: boolean;
}

type Step = 'verify' | 'save';

/** The 409s after which the month on screen is out of date: the manager may load it again. */
const STALE_MONTH: readonly string[] = [
  REPORT_API_ERROR.REPORT_NOT_SENT,
  REPORT_API_ERROR.BILLING_NOT_OPEN,
  REPORT_API_ERROR.DAYS_MISSING,
  REPORT_API_ERROR.NO_BILLING_FOR_MANDATE,
];

/**
 * The invoice of an open month whose report was sent: the invoice PDF (the
 * one upload control), with travelExpenseManager 200 an expenses report or the confirmation that
 * there are none; Verify checks the invoice and shows the answer, sanitized (docs/decisions/011-server-html.md); Submit
 * saves it, after which the month's answer shows it submitted; Reset clears the files and the
 * check. A failure is shown here and nothing chosen is lost. The invoice file is optional (a manager
 * may bill without an invoice of their own): without one the month is submitted without a file, and the
 * button and its question say so; only a chosen file can be verified.
 */
export function InvoiceUpload({ placementId, month, monthName, report, expensesRequired }: InvoiceUploadProps) {
  const monthlyReportId = report.id;
  // The report the invoice is prepared for: a version saved meanwhile elsewhere is never invoiced unasked.
  const [shown, setShown] = useState(report);
  const version = useRef(report.version ?? '');
  const { t } = useTranslation('billing');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const verification = useAppSelector((state: PlacementScreenRoot) => selectVerification(state, monthlyReportId));
  const { run, submitting, pending, failure, clearFailure } = useSubmitSteps<Step>();
  const [invoice, setInvoice] = useState<File | null>(null);
  const [expenses, setExpenses] = useState<File | null>(null);
  const [noExpenses, setNoExpenses] = useState(false);

  const expensesGiven = !expensesRequired || expenses !== null || noExpenses;
  // The check and the submission are the server's (docs/decisions/054-offline-data.md).
  const connection = useNeedsConnection();
  const canSubmit = expensesGiven && !submitting && !connection.offline;
  const submitLabel = invoice ? t('upload.submit') : t('upload.submitWithoutInvoice');

  const chooseInvoice = (file: File | null) => {
    setInvoice(file);
    clearFailure();
    // A check belongs to the file it checked.
    if (verification) dispatch(placementActions.billingReset(monthlyReportId));
  };

  const verify = async () => {
    if (!invoice) return;
    await run('verify', placementActions.billingVerifySubmitted({ monthlyReportId }, invoice));
  };

  // On success the answer replaces the month, which is now submitted: the tab no longer shows this form.
  const save = () =>
    run(
      'save',
      placementActions.billingSaveSubmitted(
        {
          placementId,
          monthlyReportId,
          ...month,
          confirmNoExpenses: expensesRequired && expenses === null && noExpenses,
          version: version.current,
        },
        { invoice, expensesReport: expensesRequired ? expenses : null },
      ),
    );

  const reset = () => {
    setInvoice(null);
    setExpenses(null);
    setNoExpenses(false);
    clearFailure();
    dispatch(placementActions.billingReset(monthlyReportId));
  };

  const conflict = failure ? savedMeanwhile(failure.error, monthlyReportSchema) : undefined;

  const failureText = ({ error, step }: StepFailure<Step>) => {
    const what = t(step === 'verify' ? 'errors.verifyFailed' : 'errors.saveFailed');
    const fields = error.details.fields;
    let why: string;
    if (error.code === ERROR_CODE.FILE_TYPE_AND_SIZE) why = tCommon('error.file.typeAndSize', { maxMb: MAX_UPLOAD_MB });
    else if (error.code === REPORT_API_ERROR.REPORT_NOT_SENT) why = t('errors.reportNotSent');
    else if (error.code === REPORT_API_ERROR.DAYS_MISSING) why = t('errors.daysMissing');
    else if (error.code === REPORT_API_ERROR.BILLING_NOT_OPEN) why = t('errors.billingNotOpen');
    else if (error.code === REPORT_API_ERROR.NO_BILLING_FOR_MANDATE) why = t('errors.noBillingForMandate');
    else if (typeof fields === 'object' && fields !== null && 'expensesReport' in fields)
      why = t('errors.expensesRequired');
    else why = apiErrorMessage(tCommon, error);
    return `${what} ${why}`;
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ mb: 1, fontWeight: 500 }}>
        {t('upload.heading')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('upload.intro', { month: monthName, maxMb: MAX_UPLOAD_MB })}
      </Typography>
      <Stack spacing={2}>
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
            {t('upload.invoice')}
          </Typography>
          <PdfDropzone
            id="billing-invoice"
            label={t('upload.invoice')}
            file={invoice}
            onFileChange={chooseInvoice}
            disabled={submitting}
          />
        </Box>
        {expensesRequired && (
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
              {t('upload.expensesReport')}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              {t('upload.expensesIntro')}
            </Typography>
            <ExpensesQuestion
              id="billing-expenses"
              fileLabel={t('upload.expensesReport')}
              noneLabel={t('upload.noExpenses')}
              file={expenses}
              none={noExpenses}
              onFileChange={setExpenses}
              onNoneChange={setNoExpenses}
              disabled={submitting}
            />
          </Box>
        )}
      </Stack>

      {/* A check shows with the file it checked (the file is not kept when the tab is left; the check is). */}
      {verification && invoice && (
        <Alert
          severity={verification.status === BILLING_VERIFY_STATUS.OK ? 'success' : 'warning'}
          sx={{ mt: 2 }}
          role="status"
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t(verification.status === BILLING_VERIFY_STATUS.OK ? 'verified.ok' : 'verified.warning')}
          </Typography>
          <SafeHtml
            html={verification.html}
            profile="message"
            sx={{ overflowWrap: 'anywhere', '& p': { my: 0.5 }, '& ul': { my: 0.5, pl: 2.5 } }}
          />
        </Alert>
      )}
      {failure && conflict !== undefined && (
        <Box sx={{ mt: 2 }}>
          <BillingConflict
            shown={shown}
            current={conflict}
            onKeepMine={(next) => {
              version.current = next;
              if (conflict) setShown(conflict);
              void save();
            }}
            onTakeTheirs={(next) => {
              version.current = next;
              if (conflict) setShown(conflict);
              clearFailure();
              // The check was of the amount before: the invoice is checked again.
              dispatch(placementActions.billingReset(monthlyReportId));
            }}
          />
        </Box>
      )}
      {failure && conflict === undefined && (
        <MonthSaveFailedAlert
          error={failure.error}
          message={failureText(failure)}
          placementId={placementId}
          month={month}
          reloadLabel={STALE_MONTH.includes(failure.error.code) ? t('errors.showCurrent') : null}
        />
      )}
      {!invoice && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {t('upload.withoutInvoice')}
        </Typography>
      )}
      {!expensesGiven && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
          {t('errors.expensesRequired')}
        </Typography>
      )}
      {connection.note && <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>{connection.note}</Box>}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button
          onClick={reset}
          disabled={submitting || (!invoice && !expenses && !noExpenses && !verification && !failure)}
        >
          {t('upload.reset')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FactCheckOutlined />}
          onClick={() => void verify()}
          disabled={!invoice || submitting || connection.offline}
          aria-describedby={connection.describedBy}
        >
          {pending === 'verify' ? t('upload.verifying') : t('upload.verify')}
        </Button>
        <SendButton
          label={pending === 'save' ? t('upload.submitting') : submitLabel}
          disabled={!canSubmit}
          describedBy={connection.describedBy}
          confirm={{
            title: invoice
              ? t('confirm.title', { month: monthName })
              : t('confirm.titleWithoutInvoice', { month: monthName }),
            text: invoice ? t('confirm.text') : t('confirm.textWithoutInvoice'),
            cancelLabel: t('confirm.cancel'),
            confirmLabel: invoice ? t('confirm.submit') : t('confirm.submitWithoutInvoice'),
          }}
          onConfirm={() => void save()}
        />
      </Stack>
    </Box>
  );
}
