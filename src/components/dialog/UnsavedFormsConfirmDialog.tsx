import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useTranslation } from 'react-i18next';

import { useDirtyForms } from '@/components/form/dirtyForms';

import { ConfirmDialog } from './ConfirmDialog';

/** What would discard the unsaved forms: the logout, or the reload into a new release. */
export type DiscardingStep = 'logout' | 'reload';

/**
 * Before a step that discards unsaved work: names the forms that would be lost and offers to go back
 * (docs/decisions/034-logout-revokes.md). Mount it only while asking: its texts are the form kit's,
 * loaded by then with the dirty form itself.
 */
export function UnsavedFormsConfirmDialog({
  step,
  waitingEntries = 0,
  onBack,
  onConfirm,
}: {
  step: DiscardingStep;
  /** Time entries waiting on the device to be sent, which the step deletes too. */
  waitingEntries?: number;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('forms');
  const forms = useDirtyForms();
  // Two open forms of one kind are named once.
  const names = [...new Set(forms.map((form) => t(`unsaved.forms.${form.nameKey}`)))];
  if (waitingEntries > 0) names.push(t('unsaved.waitingEntries', { count: waitingEntries }));
  const reload = step === 'reload';
  return (
    <ConfirmDialog
      open
      destructive
      title={reload ? t('unsaved.reloadTitle') : t('unsaved.logoutTitle')}
      text={reload ? t('unsaved.reloadText') : t('unsaved.logoutText')}
      cancelLabel={t('unsaved.goBack')}
      confirmLabel={reload ? t('unsaved.reloadAnyway') : t('unsaved.logoutAnyway')}
      onCancel={onBack}
      onConfirm={onConfirm}
    >
      <List dense sx={{ listStyleType: 'disc', pl: 3 }}>
        {names.map((name) => (
          <ListItem key={name} sx={{ display: 'list-item', px: 0 }}>
            {name}
          </ListItem>
        ))}
      </List>
    </ConfirmDialog>
  );
}
