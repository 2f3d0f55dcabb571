import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikProps } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SendButton } from '@/components/dialog/ConfirmDialog';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
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
import { MONTHLY_REPORT_TEXT_FIELDS } from '@/contract/placements.answers';
import { useAppSelector } from '@/core/hooks';
import { useFieldLimits } from '@/core/meta/useFieldLimits';
import { selectUserId } from '@/core/session/session.selectors';
import { useSubmitSteps, type StepFailure } from '@/core/submission/useSubmit';
import { topicOf } from '@/core/tabs/tabs.news';
import { useChangedInOtherWindow } from '@/core/tabs/useChangedInOtherWindow';
import { placementActions } from '@/features/placementScreen/placement.slice';

import { MonthSaveFailedAlert } from '../MonthSaveFailedAlert';
import { parseReportDraft, reportDraftName, reportFieldError, textsOf } from './reportTexts';

interface ReportFormProps {
  placementId: string;
  month: YearMonth;
  monthName: string;
  /** The saved report with its texts, null before the first save. */
  saved: MonthlyReport | null;
}

type Step = 'save' | 'send';

/**
 * The monthly report's form: seven numbered rich texts limited by fields-meta.
 * Save keeps it open for changes and shows the 'saved' snackbar; Send asks once, because a sent
 * report is locked. A failed save or send keeps everything typed and says why; what is typed is
 * also kept as a draft that survives a reload or an idle logout (docs/decisions/010-drafts.md).
 */
export function ReportForm({ placementId, month, monthName, saved }: ReportFormProps) {
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
  const { run, submitting, pending, failure } = useSubmitSteps<Step>();
  const [savedKey, setSavedKey] = useState<number | null>(null);
  const saves = useRef(0);
  const formik = useRef<FormikProps<MonthlyReportTexts>>(null);

  const sendReport = async (values: MonthlyReportTexts, send: boolean) => {
    const outcome = await run(
      send ? 'send' : 'save',
      placementActions.monthlyReportSubmitted({ placementId, ...month, report: values, send }),
    );
    if (outcome.ok) {
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

  const failureText = ({ error, step }: StepFailure<Step>) => {
    const what = t(step === 'send' ? 'report.sendFailed' : 'report.saveFailed');
    if (error.code === REPORT_API_ERROR.REPORT_LOCKED) return `${what} ${t('report.lockedError')}`;
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
          {changedElsewhere && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {tForms('changedElsewhere.page')}
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
              />
            ))}
          </Box>
          {failure && (
            <MonthSaveFailedAlert
              error={failure.error}
              message={failureText(failure)}
              placementId={placementId}
              month={month}
              reloadLabel={failure.error.code === REPORT_API_ERROR.REPORT_LOCKED ? t('report.showCurrent') : null}
            />
          )}
          <Stack
            direction={{ xs: 'column-reverse', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 3, justifyContent: 'flex-end' }}
          >
            <Button type="submit" variant="outlined" disabled={submitting}>
              {pending === 'save' ? t('report.saving') : t('report.save')}
            </Button>
            <SendButton
              label={pending === 'send' ? t('report.sending') : t('report.send')}
              disabled={submitting}
              confirm={{
                title: t('report.confirm.title', { month: monthName }),
                text: t('report.confirm.text'),
                cancelLabel: t('report.confirm.cancel'),
                confirmLabel: t('report.confirm.send'),
              }}
              onConfirm={() => {
                if (formik.current) void sendReport(formik.current.values, true);
              }}
            />
          </Stack>
        </Form>
      </Formik>
      <SavedSnackbar openKey={savedKey} message={t('report.saved')} onClose={() => setSavedKey(null)} />
    </>
  );
}
