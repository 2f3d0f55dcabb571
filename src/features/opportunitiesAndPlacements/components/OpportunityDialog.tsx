import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Action } from '@reduxjs/toolkit';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';

import type { SerializedApiError } from '@/api/errors';
import { DialogCloseButton } from '@/components/dialog/DialogCloseButton';
import { nextStepState, useCloseDialog, useStepBack } from '@/components/dialog/dialogRoute';
import { PortalDialog } from '@/components/dialog/PortalDialog';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import { PageLoader } from '@/components/feedback/PageLoader';
import { paths } from '@/config/paths';
import { areDetailsVisible, candidateStatusGroup, isAnswerable, type Opportunity } from '@/contract/opportunities';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import {
  selectOpportunitiesState,
  selectOpportunity,
  selectOpportunityDetails,
  type OpportunitiesRoot,
} from '@/core/opportunities/opportunities.selectors';
import { opportunitiesActions } from '@/core/opportunities/opportunities.slice';
import { useSubmit } from '@/core/submission/useSubmit';
import { useUiLanguage } from '@/lib/useUiLanguage';

import { opportunityErrorReason } from '../opportunity.errors';
import { inLang } from '../opportunity.format';
import { opportunityAnswersActions } from '../opportunityAnswers.events';
import type { DeclineReason } from '../opportunityAnswers.types';
import { ApplicationStep } from './ApplicationStep';
import { DetailsStep, type ShownOpportunity } from './DetailsStep';
import { NdaStep } from './NdaStep';

/** The route segment of step 3 under `opportunities/:id` (config/paths.ts `opportunityApplication`). */
const APPLICATION_SEGMENT = 'application';
const STEP_COUNT = 3;

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; error: SerializedApiError | null; retry?: () => void }
  | { kind: 'notFound' }
  | { kind: 'nda' }
  | { kind: 'details'; opportunity: Opportunity }
  | { kind: 'application'; opportunity: Opportunity }
  | { kind: 'readOnly'; shown: ShownOpportunity };

type AnswerKind = 'nda' | 'application' | 'decline';

interface Failure {
  kind: AnswerKind;
  error: SerializedApiError;
  /** The step it happened on: going to another step leaves it behind. */
  step: string;
}

/**
 * The opportunity dialog, a route over the opportunities tab. The
 * step follows the data: a new opportunity whose NDA is not accepted shows the NDA (its
 * details are not even fetched: the server refuses them before); a new one with the NDA shows
 * the details and its answers, and `.../application` the application; any other status the
 * read-only view, with the summary alone where the NDA was never accepted (nor are its details
 * fetched). Each answer replaces the opportunity with the server's version; the application and
 * the declines close the dialog when they went well, and a failure keeps it open with what was
 * typed and says why.
 */
export function OpportunityDialog() {
  const { t } = useTranslation('management');
  const { t: tCommon } = useTranslation();
  const lang = useUiLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { id = '', '*': rest = '' } = useParams();
  const step = rest === APPLICATION_SEGMENT ? APPLICATION_SEGMENT : '';
  const close = useCloseDialog(paths.managementOpportunities.getHref());
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  const list = useAppSelector(selectOpportunitiesState);
  const summary = useAppSelector((state: OpportunitiesRoot) => selectOpportunity(state, id));
  const details = useAppSelector((state: OpportunitiesRoot) => selectOpportunityDetails(state, id));
  const { submit, submitting } = useSubmit();
  const [failure, setFailure] = useState<Failure | null>(null);

  const answerable = summary ? isAnswerable(summary.candidate.status) : false;
  // The details of an opportunity are visible only after agreeing to its NDA, whatever its status since.
  const detailsVisible = summary ? areDetailsVisible(summary.candidate) : false;
  const hasDetails = details.data !== null;

  useEffect(() => {
    if (detailsVisible && !hasDetails) dispatch(opportunitiesActions.opportunityRequested(id));
  }, [dispatch, id, detailsVisible, hasDetails]);

  let view: View;
  if (!summary) {
    if (list.status === 'failed')
      view = {
        kind: 'failed',
        error: list.error,
        retry: () => dispatch(opportunitiesActions.opportunitiesRequested()),
      };
    else if (list.status === 'succeeded') view = { kind: 'notFound' };
    else view = { kind: 'loading' };
  } else if (!detailsVisible) {
    view = answerable ? { kind: 'nda' } : { kind: 'readOnly', shown: { summary } };
  } else if (!details.data) {
    view =
      details.status === 'failed'
        ? { kind: 'failed', error: details.error, retry: () => dispatch(opportunitiesActions.opportunityRequested(id)) }
        : { kind: 'loading' };
  } else if (!answerable) {
    view = { kind: 'readOnly', shown: { details: details.data } };
  } else {
    view = { kind: step === APPLICATION_SEGMENT ? 'application' : 'details', opportunity: details.data };
  }

  // A new step takes the focus to its title, so a screen reader hears where it is (the
  // button that led there is gone); the first one gets it from the dialog itself.
  const shownKind = useRef(view.kind);
  useEffect(() => {
    if (shownKind.current !== view.kind) titleRef.current?.focus();
    shownKind.current = view.kind;
  }, [view.kind]);

  const answer = async (kind: AnswerKind, action: Action, done?: () => void) => {
    setFailure(null);
    const outcome = await submit(action);
    if (outcome.ok) done?.();
    else setFailure({ kind, error: outcome.error, step });
  };

  const goToApplication = () =>
    void navigate(paths.opportunityApplication.getHref(id), { state: nextStepState(location.state) });
  const backToDetails = useStepBack(paths.opportunity.getHref(id));
  const requestClose = () => {
    if (!submitting) close();
  };

  const shownFailure = failure && failure.step === step ? failure : null;
  const alert = shownFailure && (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {t(FAILURE_TEXT[shownFailure.kind])} {opportunityErrorReason(tCommon, shownFailure.error)}
    </Alert>
  );

  const stepNumber = { nda: 1, details: 2, application: 3 } as const;
  const title = summary ? inLang(summary.positionTitle, lang) : t('dialog.loading');
  let subtitle: string | null = null;
  if (view.kind === 'nda' || view.kind === 'details' || view.kind === 'application') {
    subtitle = t('dialog.step', {
      step: stepNumber[view.kind],
      total: STEP_COUNT,
      name: t(`dialog.steps.${view.kind}`),
    });
  } else if (view.kind === 'readOnly' && summary) {
    subtitle = `${t('status.label')}: ${t(`status.${candidateStatusGroup(summary.candidate.status)}`, { code: summary.candidate.status })}`;
  }

  let body: ReactNode;
  switch (view.kind) {
    case 'nda':
      body = (
        <NdaStep
          lang={lang}
          alert={alert}
          busy={submitting}
          onCancel={requestClose}
          onAccept={() => void answer('nda', opportunityAnswersActions.ndaAcceptSubmitted(id))}
          onDecline={(reason: DeclineReason) =>
            void answer('decline', opportunityAnswersActions.declineSubmitted({ id, reason }), close)
          }
        />
      );
      break;
    case 'details':
    case 'readOnly':
      // Read-only: the opportunity was answered, or can no longer be; no answers are offered.
      body = (
        <DetailsStep
          shown={view.kind === 'details' ? { details: view.opportunity } : view.shown}
          lang={lang}
          alert={alert}
          busy={submitting}
          onClose={requestClose}
          answers={
            view.kind === 'details'
              ? {
                  onContinue: goToApplication,
                  onDecline: (reason: DeclineReason) =>
                    void answer('decline', opportunityAnswersActions.declineSubmitted({ id, reason }), close),
                }
              : undefined
          }
        />
      );
      break;
    case 'application':
      body = (
        <ApplicationStep
          alert={alert}
          busy={submitting}
          onBack={backToDetails}
          onSend={(remarks) =>
            void answer('application', opportunityAnswersActions.applicationSubmitted({ id, remarks }), close)
          }
        />
      );
      break;
    default:
      body = (
        <>
          <DialogContent dividers>
            {view.kind === 'loading' && <PageLoader section />}
            {view.kind === 'notFound' && <Typography>{t('dialog.notFound')}</Typography>}
            {view.kind === 'failed' && (
              <ApiErrorAlert
                error={view.error}
                message={`${t('dialog.loadError')} ${view.error ? opportunityErrorReason(tCommon, view.error) : ''}`.trim()}
              />
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
            {view.kind === 'failed' && view.retry && <Button onClick={view.retry}>{tCommon('actions.retry')}</Button>}
            <Button variant="contained" onClick={requestClose}>
              {tCommon('actions.close')}
            </Button>
          </DialogActions>
        </>
      );
  }

  // The read-only view has a close button only (no second one in the corner).
  const cornerClose = view.kind === 'nda' || view.kind === 'details' || view.kind === 'application';

  return (
    // Escape closes, unless an answer is on its way (requestClose).
    <PortalDialog titleId={titleId} onEscape={requestClose}>
      {/* MUI gives the title the dialog's aria-labelledby id: the dialog is named by the title alone. */}
      <DialogTitle
        ref={titleRef}
        tabIndex={-1}
        component="h2"
        sx={{ pr: cornerClose ? 7 : 3, pb: subtitle ? 0 : undefined, outline: 'none', overflowWrap: 'anywhere' }}
      >
        {title}
      </DialogTitle>
      {subtitle && (
        <Typography variant="body2" color="textSecondary" sx={{ px: 3, pt: 0.5, pb: 2 }}>
          {subtitle}
        </Typography>
      )}
      {cornerClose && <DialogCloseButton onClick={requestClose} disabled={submitting} />}
      {body}
    </PortalDialog>
  );
}

const FAILURE_TEXT = {
  nda: 'nda.failed',
  application: 'application.failed',
  decline: 'decline.failed',
} as const satisfies Record<AnswerKind, string>;
