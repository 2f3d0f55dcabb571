import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';

import type { SerializedApiError } from '@/api/errors';
import { DialogCloseButton } from '@/components/dialog/DialogCloseButton';
import { nextStepState, useCloseDialog, useStepBack } from '@/components/dialog/dialogRoute';
import { PortalDialog } from '@/components/dialog/PortalDialog';
import { apiErrorMessage } from '@/components/feedback/errorMessage';
import { LoadFailed } from '@/components/feedback/LoadState';
import { useNeedsConnection } from '@/components/feedback/NeedsConnection';
import { PageLoader } from '@/components/feedback/PageLoader';
import { TextInput } from '@/components/form/TextInput';
import { paths } from '@/config/paths';
import { useAppDispatch } from '@/core/hooks';
import { useSubmit } from '@/core/submission/useSubmit';

import { useResumeBase } from '../components/resumeBase';
import { useOwnCv } from '../components/useOwnCv';
import { resumeActions } from '../resume.slice';

/** The segment of the second step under `{base}/share` (config/paths.ts `resumeShareWithdraw`). */
const WITHDRAW_STEP = 'withdraw';
/** A server without the designed call answers it with 404: the sharing is there, a new link is not. */
const NOT_OFFERED_STATUS = 404;

type CopyState = 'idle' | 'copied' | 'selectToCopy';

/** The link to send: the public view `/manager/cv/{publicCvId}`, absolute, on this app's origin. */
function publicCvLink(publicCvId: string): string {
  return new URL(paths.managerCv.getHref(publicCvId), window.location.origin).href;
}

/**
 * `{base}/share`: the manager's public CV link (docs/decisions/037-public-cv.md), to copy or to open as anyone
 * sees it, and `{base}/share/withdraw`, the question before a new link withdraws every link sent so far. The link
 * is read from the own CV, which is read again on opening (another window or device may have withdrawn it). A
 * server whose CV names no public CV id costs this dialog alone: it says sharing is not available.
 */
export default function ShareCvDialog() {
  const { t } = useTranslation('resume');
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const confirmTextId = useId();
  const withdrawHeadingId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const base = useResumeBase();
  const close = useCloseDialog(base.path);
  const backToLink = useStepBack(paths.resumeShare.getHref());
  const { '*': step = '' } = useParams();
  const withdrawing = step === WITHDRAW_STEP;
  const entry = useOwnCv();
  const publicCvId = entry.data?.publicCvId;
  const link = publicCvId ? publicCvLink(publicCvId) : null;
  const { submit, submitting } = useSubmit();
  const [failure, setFailure] = useState<SerializedApiError | null>(null);
  const [reissued, setReissued] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  // A new link is made by the server (docs/decisions/054-offline-data.md).
  const connection = useNeedsConnection();

  useEffect(() => {
    dispatch(resumeActions.cvRequested(base.source));
  }, [dispatch, base.source]);

  // Back on the link after the question, the focus goes to the title (the question's buttons are gone).
  const wasWithdrawing = useRef(withdrawing);
  useEffect(() => {
    if (wasWithdrawing.current && !withdrawing) titleRef.current?.focus();
    wasWithdrawing.current = withdrawing;
  }, [withdrawing]);

  const reload = () => dispatch(resumeActions.cvRequested(base.source));

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected in its field, to copy by hand.
      field.current?.focus();
      field.current?.select();
      setCopy('selectToCopy');
    }
  };

  const askToWithdraw = () => {
    setFailure(null);
    setReissued(false);
    void navigate(paths.resumeShareWithdraw.getHref(), { state: nextStepState(location.state) });
  };

  const withdraw = async () => {
    setFailure(null);
    const outcome = await submit(resumeActions.publicCvIdReissueSubmitted({ source: base.source }));
    if (!outcome.ok) {
      setFailure(outcome.error);
      return;
    }
    setCopy('idle');
    setReissued(true);
    backToLink();
  };

  const onEscape = () => {
    if (submitting) return;
    if (withdrawing && link) backToLink();
    else close();
  };

  let content: ReactNode;
  let actions: ReactNode = <Button onClick={close}>{tCommon('actions.close')}</Button>;
  if (!link) {
    if (entry.status === 'failed') {
      content = <LoadFailed error={entry.error} message={t('share.loadFailed')} onRetry={reload} />;
    } else if (entry.status === 'succeeded') {
      content = <Alert severity="info">{t('share.unavailable')}</Alert>;
    } else {
      content = <PageLoader section />;
    }
  } else if (withdrawing) {
    content = (
      <>
        <DialogContentText id={confirmTextId}>{t('share.withdraw.confirmText')}</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure.status === NOT_OFFERED_STATUS
              ? t('share.withdraw.notOffered')
              : `${t('share.withdraw.failed')} ${apiErrorMessage(tCommon, failure)}`}
          </Alert>
        )}
      </>
    );
    actions = (
      <>
        {connection.note && <Box sx={{ flex: '1 1 16rem', display: 'flex' }}>{connection.note}</Box>}
        {/* The focus starts here, so Enter never takes the step by accident. */}
        <Button autoFocus onClick={backToLink} disabled={submitting}>
          {t('share.withdraw.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void withdraw()}
          disabled={submitting || connection.offline}
          aria-describedby={connection.describedBy}
        >
          {submitting ? t('share.withdraw.creating') : t('share.withdraw.confirm')}
        </Button>
      </>
    );
  } else {
    content = (
      <Stack spacing={2}>
        <Typography>{t('share.intro')}</Typography>
        <div>
          <TextInput
            name="public-cv-link"
            label={t('share.linkLabel')}
            value={link}
            readOnly
            shrinkLabel
            inputRef={field}
            onFocus={(event) => event.target.select()}
            inputProps={{ spellCheck: false }}
            sx={{ mt: 0 }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 1 }}>
            <Button variant="contained" startIcon={<ContentCopyOutlined aria-hidden />} onClick={() => void copyLink()}>
              {t('share.copy')}
            </Button>
            <Button
              variant="outlined"
              component="a"
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('share.previewLabel')}
              startIcon={<OpenInNewOutlined aria-hidden />}
            >
              {t('share.preview')}
            </Button>
          </Stack>
        </div>
        <Divider />
        <Box component="section" aria-labelledby={withdrawHeadingId} sx={{ display: 'grid', gap: 1 }}>
          <Typography id={withdrawHeadingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('share.withdraw.heading')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('share.withdraw.text')}
          </Typography>
          <Button color="error" variant="outlined" onClick={askToWithdraw} sx={{ justifySelf: 'start' }}>
            {t('share.withdraw.start')}
          </Button>
        </Box>
      </Stack>
    );
  }

  // One live region, there from the start, so screen readers announce what is put into it: the latest news.
  const said = copy !== 'idle' ? t(`share.${copy}`) : reissued ? t('share.reissued') : null;
  return (
    <PortalDialog
      titleId={titleId}
      descriptionId={withdrawing && link ? confirmTextId : undefined}
      onEscape={onEscape}
      maxWidth="sm"
    >
      <DialogTitle ref={titleRef} tabIndex={-1} id={titleId} component="h2" sx={{ pr: 7, outline: 'none' }}>
        {withdrawing && link ? t('share.withdraw.title') : t('share.title')}
      </DialogTitle>
      <DialogCloseButton onClick={close} disabled={submitting} />
      <DialogContent dividers>{content}</DialogContent>
      <Box role="status" sx={{ px: 3, pt: said && !withdrawing ? 1.5 : 0 }}>
        {said && !withdrawing && (
          <Alert severity={copy === 'selectToCopy' ? 'info' : 'success'} role="none">
            {said}
          </Alert>
        )}
      </Box>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </PortalDialog>
  );
}
