import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import type { MouseEventHandler } from 'react';
import { Link as RouterLink } from 'react-router';

import type { DialogOpenState } from '@/components/dialog/dialogRoute';

import { dialogHref, type ResumeDialogName } from '../resumeDialogPaths';
import { useCvView } from './cvViewContext';

interface EditLinkProps {
  dialog: ResumeDialogName;
  id?: string;
  /** What the link shows. */
  text: string;
  /** The accessible name, naming the item ("Edit position Chief Financial Officer"); it starts with `text`. */
  label?: string;
  kind?: 'edit' | 'add';
  /** More navigation state for the dialog (the company group dialog's list of companies). */
  state?: Record<string, unknown>;
  /** Rows of long lists go without the icon (lighter). */
  icon?: boolean;
  variant?: 'text' | 'outlined';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * A link that opens an edit dialog under the CV's base. Only in an editable CV: a
 * CV without an edit base is read-only and shows none. Opened from the page, the dialog goes
 * back in history when it closes (`fromBase`).
 */
export function EditLink({
  dialog,
  id,
  text,
  label,
  kind = 'edit',
  state,
  icon = true,
  variant = 'text',
  onClick,
}: EditLinkProps) {
  const { editBase } = useCvView();
  if (!editBase) return null;
  const linkState: DialogOpenState & Record<string, unknown> = { ...state, fromBase: true };
  const Icon = kind === 'add' ? AddIcon : EditOutlined;
  return (
    <Button
      component={RouterLink}
      to={dialogHref(editBase, dialog, id)}
      state={linkState}
      size="small"
      variant={variant}
      aria-label={label}
      onClick={onClick}
      startIcon={icon ? <Icon fontSize="small" aria-hidden /> : undefined}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      {text}
    </Button>
  );
}
