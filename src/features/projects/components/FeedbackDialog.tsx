import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';

import { isMissingCall } from '@/api/errors';
import { useCloseDialog } from '@/components/dialog/dialogRoute';
import { EditDialog } from '@/components/dialog/EditDialog';
import { FormTextField } from '@/components/form/FormTextField';
import { routeTabOf } from '@/components/layout/routeTabOf';
import { paths } from '@/config/paths';
import { formatNumber } from '@/contract/formats';
import {
  CANDIDATE_DECISION,
  FEEDBACK_ERROR,
  FEEDBACK_LIMITS,
  PROJECT_API_ERROR,
  PROJECT_TABS,
  validateFeedback,
  type CandidateDecision,
  type CandidateFeedbackRequest,
  type ProjectCandidate,
} from '@/contract/projects';
import { useAppSelector } from '@/core/hooks';
import { selectUserId } from '@/core/session/session.selectors';
import { useSubmit } from '@/core/submission/useSubmit';
import { useUiLanguage } from '@/lib/useUiLanguage';
import { rule } from '@/lib/validation';

import { selectProjectsList } from '../projects.selectors';
import { projectsActions } from '../projects.slice';

interface FeedbackValues {
  /** '' = no mark. */
  decision: CandidateDecision | '';
  reason: string;
  comment: string;
}

const DECISIONS = Object.values(CANDIDATE_DECISION);
const LIMIT: Record<'reason' | 'comment', number> = {
  reason: FEEDBACK_LIMITS.REASON,
  comment: FEEDBACK_LIMITS.COMMENT,
};

/** What is sent: the reason only with 'not a fit' (contract: validateFeedback), texts trimmed. */
function toRequest(values: FeedbackValues): CandidateFeedbackRequest {
  const decision = values.decision === '' ? null : values.decision;
  return {
    decision,
    reason: decision === CANDIDATE_DECISION.NOT_A_FIT ? values.reason.trim() : '',
    comment: values.comment.trim(),
  };
}

/** The contract's codes as the form's encoded rules (lib/validation), beside their fields. */
function validate(values: FeedbackValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, code] of Object.entries(validateFeedback(toRequest(values))) as [
    keyof CandidateFeedbackRequest,
    string,
  ][]) {
    errors[field] =
      code === FEEDBACK_ERROR.MAX && field !== 'decision'
        ? rule('max', { max: LIMIT[field] })
        : code === FEEDBACK_ERROR.EMPTY
          ? rule('required')
          : rule('invalid');
  }
  return errors;
}

function DecisionField() {
  const { t } = useTranslation('projects');
  const [field, meta] = useField<string>('decision');
  const error = meta.touched && meta.error ? t('feedback.decisionRequired') : undefined;
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mb: 1 }}>
      <FormLabel component="legend">{t('feedback.decisionLabel')}</FormLabel>
      <RadioGroup {...field} aria-describedby={error ? 'feedback-decision-error' : undefined}>
        {DECISIONS.map((decision) => (
          <FormControlLabel
            key={decision}
            value={decision}
            control={<Radio />}
            label={t(`feedback.decision.${decision}`)}
          />
        ))}
        <FormControlLabel value="" control={<Radio />} label={t('feedback.decision.none')} />
      </RadioGroup>
      {error && (
        <FormLabel id="feedback-decision-error" error sx={{ fontSize: 12 }}>
          {error}
        </FormLabel>
      )}
    </FormControl>
  );
}

/**
 * `/projects/:tab/feedback/:projectId/:candidateId`, a route over the tab: nothing until the
 * list is there, back to the tab when the list has no such candidate. The project may move on
 * meanwhile (a failed save reloads the list); the dialog stays with what was typed.
 */
export function FeedbackDialog() {
  const { projectId = '', candidateId = '' } = useParams();
  const { pathname } = useLocation();
  const tabHref = paths.projectsTab.getHref(routeTabOf(pathname, paths.projects.path, PROJECT_TABS) ?? 'current');
  const close = useCloseDialog(tabHref);
  const projects = useAppSelector(selectProjectsList).data;
  const candidate = projects
    ?.find((project) => project.id === projectId)
    ?.candidates.find((each) => each.id === candidateId);
  if (!projects) return null;
  if (!candidate) return <Navigate to={tabHref} replace />;
  return <FeedbackForm projectId={projectId} candidate={candidate} onClose={close} />;
}

/**
 * The client's mark on a candidate: interested, not a fit (with an optional reason) or
 * request an interview, and a short comment. A dialog with a draft; a failed save keeps what was
 * written and says why (a project that moved past 'Review candidates' in the meantime, too).
 */
function FeedbackForm({
  projectId,
  candidate,
  onClose,
}: {
  projectId: string;
  candidate: ProjectCandidate;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  const userId = useAppSelector(selectUserId);
  const lang = useUiLanguage();
  const { submit } = useSubmit();
  const current = candidate.feedback;
  const initialValues: FeedbackValues = {
    decision: current?.decision ?? '',
    reason: current?.reason ?? '',
    comment: current?.comment ?? '',
  };
  return (
    <EditDialog<FeedbackValues>
      title={t('feedback.title', { name: candidate.name })}
      draft={{ owner: userId, name: `projects.feedback.${projectId}.${candidate.id}` }}
      initialValues={initialValues}
      validate={validate}
      maxWidth="sm"
      describeFailure={(error) =>
        error.code === PROJECT_API_ERROR.FEEDBACK_CLOSED
          ? t('feedback.closedError')
          : isMissingCall(error)
            ? t('feedback.unavailable')
            : null
      }
      onSubmit={(values) =>
        submit(projectsActions.feedbackSubmitted({ projectId, candidateId: candidate.id, feedback: toRequest(values) }))
      }
      onClose={onClose}
    >
      {({ values }) => (
        <>
          <DecisionField />
          {values.decision === CANDIDATE_DECISION.NOT_A_FIT && (
            <FormTextField
              name="reason"
              label={t('feedback.reason')}
              helperText={t('feedback.reasonHelp')}
              fullWidth
              multiline
              minRows={2}
              inputProps={{ maxLength: FEEDBACK_LIMITS.REASON }}
            />
          )}
          <FormTextField
            name="comment"
            label={t('feedback.comment')}
            helperText={t('feedback.commentHelp', { max: formatNumber(FEEDBACK_LIMITS.COMMENT, lang) })}
            fullWidth
            multiline
            minRows={3}
            inputProps={{ maxLength: FEEDBACK_LIMITS.COMMENT }}
          />
        </>
      )}
    </EditDialog>
  );
}
