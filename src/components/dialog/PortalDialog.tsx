import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

import { FULL_SCREEN_QUERY } from './dialogRoute';

interface PortalDialogProps {
  /** The id of the dialog's title, which names it. */
  titleId: string;
  /** The id of the text that describes it, where one does. */
  descriptionId?: string;
  /** Escape: close, ask first, or do nothing while something is on its way. */
  onEscape: () => void;
  open?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/**
 * Every dialog of the portal: medium width unless said otherwise, full screen
 * below 768 px, named by its title; a click on the backdrop does not close it.
 */
export function PortalDialog({
  titleId,
  descriptionId,
  onEscape,
  open = true,
  maxWidth = 'md',
  children,
}: PortalDialogProps) {
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY);
  return (
    <Dialog
      open={open}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onEscape();
      }}
    >
      {children}
    </Dialog>
  );
}
