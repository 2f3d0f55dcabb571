import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

import { SaveConflict } from '@/components/dialog/SaveConflict';
import { NOTIFICATION_CHANNELS, type NotificationSettings } from '@/contract/account';
import { useLabelOf } from '@/core/meta/useLabelOf';

import type { NotificationSettingsValues } from '../notificationSettings.schema';

interface NotificationSettingsConflictProps {
  /** The settings as the server holds them now. */
  current: NotificationSettings;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * The settings were saved meanwhile elsewhere (docs/decisions/035-save-versions.md): the channels on
 * which the choices differ, by their names, with the contact types in words.
 */
export function NotificationSettingsConflict({ current, onKeepMine, onTakeTheirs }: NotificationSettingsConflictProps) {
  const { t } = useTranslation('notificationSettings');
  const contactType = useLabelOf('preferredContactTypes');
  const { values } = useFormikContext<NotificationSettingsValues>();
  const differences = NOTIFICATION_CHANNELS.map((channel) => ({
    field: t(`channels.${channel}`),
    mine: contactType(values[channel]),
    theirs: contactType(current[channel]),
  })).filter((row) => row.mine !== row.theirs);
  return (
    <SaveConflict
      savedAt={current.savedAt}
      differences={differences}
      onKeepMine={onKeepMine}
      onTakeTheirs={onTakeTheirs}
    />
  );
}
