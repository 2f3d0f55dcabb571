import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { PortalDialog } from './PortalDialog';

interface ReleaseDialogProps {
  open: boolean;
  title: string;
  /** Whether the profile was released at once or is reviewed first, in words. */
  text: string;
  /** An illustration above the text. */
  image?: { src: string; alt: string };
  /** The one way on: its label and what it does. */
  action: { label: string; onClick: () => void };
  /** Escape; without it Escape does nothing and the action is the way out. */
  onEscape?: () => void;
}

/**
 * The message that a manager's profile is released (after the registration, and on the first
 * dashboard after an automatic release): a title, the message and one button, which has the focus.
 */
export function ReleaseDialog({ open, title, text, image, action, onEscape }: ReleaseDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <PortalDialog open={open} titleId={titleId} descriptionId={textId} maxWidth="sm" onEscape={onEscape ?? noop}>
      <DialogTitle id={titleId} component="h2">
        {title}
      </DialogTitle>
      <DialogContent>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={480}
            height={240}
            style={{ width: '100%', height: 'auto', display: 'block', marginBottom: 16 }}
          />
        )}
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={action.onClick} autoFocus>
          {action.label}
        </Button>
      </DialogActions>
    </PortalDialog>
  );
}

const noop = () => undefined;
