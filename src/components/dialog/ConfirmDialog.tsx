import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

import { PortalDialog } from '@/components/dialog/PortalDialog';

interface ConfirmTexts {
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
}

interface ConfirmDialogProps extends ConfirmTexts {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Shown below the text (e.g. what the step would throw away). */
  children?: ReactNode;
  /** The step throws something away: the confirm button says so in red. */
  destructive?: boolean;
}

/**
 * Asks once before a step that cannot be undone (sending the monthly report, submitting the
 * invoice, logging out with unsaved work). Cancel has the focus, so Enter never takes the step by accident.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  children,
  destructive = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <PortalDialog open={open} titleId={titleId} descriptionId={textId} onEscape={onCancel} maxWidth="sm">
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button autoFocus onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </PortalDialog>
  );
}

interface SendButtonProps {
  /** The button's text (it says so while the step runs: 'Sending…'). */
  label: string;
  disabled: boolean;
  /** The id of a text that says why the button is disabled, e.g. a `useNeedsConnection` note. */
  describedBy?: string;
  confirm: ConfirmTexts;
  onConfirm: () => void;
  /** Shown in the question below its text. */
  children?: ReactNode;
}

/** The button of a step that cannot be undone: it asks with ConfirmDialog first, then takes the step. */
export function SendButton({ label, disabled, describedBy, confirm, onConfirm, children }: SendButtonProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<SendOutlined />}
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        {...confirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onConfirm();
        }}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
