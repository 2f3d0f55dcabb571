import Button from '@mui/material/Button';

import type { SerializedApiError } from '@/api/errors';
import { ApiErrorAlert } from '@/components/feedback/ApiErrorAlert';
import type { YearMonth } from '@/contract/month';
import { useAppDispatch } from '@/core/hooks';
import { placementsActions } from '@/core/placements/placements.slice';

interface MonthSaveFailedAlertProps {
  error: SerializedApiError;
  message: string;
  placementId: string;
  month: YearMonth;
  /**
   * Set when the server refused because the month changed elsewhere (sent, locked, submitted on
   * another device): the alert then offers to load the month as the server holds it now.
   */
  reloadLabel: string | null;
}

/** A save of the month's report or invoice that failed, said below the form that keeps what was typed. */
export function MonthSaveFailedAlert({ error, message, placementId, month, reloadLabel }: MonthSaveFailedAlertProps) {
  const dispatch = useAppDispatch();
  return (
    <ApiErrorAlert
      error={error}
      message={message}
      sx={{ mt: 2 }}
      action={
        reloadLabel && (
          <Button
            color="inherit"
            size="small"
            onClick={() => dispatch(placementsActions.placementMonthRequested({ placementId, ...month, force: true }))}
          >
            {reloadLabel}
          </Button>
        )
      }
    />
  );
}
