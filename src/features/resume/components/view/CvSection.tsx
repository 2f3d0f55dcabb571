import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionCard } from '@/components/layout/SectionCard';

import type { ResumeDialogName } from '../resumeDialogPaths';
import { useCvView } from './cvViewContext';
import { EditLink } from './EditLink';

interface CvSectionProps {
  title: string;
  /** The section's edit (or add) action in its header, while it is not empty. */
  action?: ReactNode;
  /** An empty section says so and offers to add more information. */
  empty?: boolean;
  /** The dialog "add more information" opens. */
  emptyDialog?: ResumeDialogName;
  children?: ReactNode;
}

/** One section of the CV: the portal's section card with its edit action, and its content or the empty state. */
export function CvSection({ title, action, empty = false, emptyDialog, children }: CvSectionProps) {
  return (
    // Empty, the section offers "add more information" instead of its action.
    <SectionCard title={title} action={empty ? undefined : action}>
      {empty ? <EmptySection title={title} dialog={emptyDialog} /> : children}
    </SectionCard>
  );
}

export function EmptySection({ title, dialog }: { title: string; dialog?: ResumeDialogName }) {
  const { t } = useTranslation('resume');
  const { editBase } = useCvView();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography color="textSecondary">{t('empty.text')}</Typography>
      {/* "Add more information": a link to the section's dialog where the CV is editable. */}
      {editBase && dialog ? (
        <EditLink dialog={dialog} kind="add" text={t('empty.add')} label={t('empty.addTo', { section: title })} />
      ) : (
        <Typography color="textSecondary">{t('empty.add')}</Typography>
      )}
    </Box>
  );
}
