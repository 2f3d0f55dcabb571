import type { ComponentType } from 'react';
import { Navigate } from 'react-router';

import { useCloseDialog } from '@/components/dialog/dialogRoute';
import { paths } from '@/config/paths';
import { isInMonth, type YearMonth } from '@/contract/month';
import { areEntriesLocked, type PlacementMonth } from '@/contract/placements';
import type { Loaded } from '@/core/load/load';

/** What a dialog over the daily overview needs to know to open. */
interface DayDialogProps {
  placement: { id: string };
  month: YearMonth;
  monthEntry: Loaded<PlacementMonth>;
  /** The one day the dialog is for (yyyy-MM-dd); none for the fast entry's dialogs, which cover the month. */
  day?: string;
}

/** What the dialog's form gets once its month may be changed. */
export interface DayDialogMonth {
  /** The shown month's data. */
  data: PlacementMonth;
  /** Back to the daily overview at the month (the dialog's close). */
  close: () => void;
}

/**
 * The one way a dialog over the daily overview (a day's time entry, the fast entry) opens: nothing
 * until the month has loaded; back to the overview when the month is submitted (reached by a link:
 * the overview says why) or the day is another month's; and the close address.
 */
export function guardDayDialog<P extends DayDialogProps>(Form: ComponentType<P & DayDialogMonth>) {
  return function DayDialog(props: P) {
    const { placement, month, monthEntry, day } = props;
    const overviewHref = paths.placementTab.getHref(placement.id, 'daily-overview', month);
    const close = useCloseDialog(overviewHref);
    const data = monthEntry.data;
    if (!data) return null;
    if ((day !== undefined && !isInMonth(day, month)) || areEntriesLocked(data.monthlyReport))
      return <Navigate to={overviewHref} replace />;
    return <Form {...props} data={data} close={close} />;
  };
}
