/**
 * Every state the portal shows in colour, with its tone: one table, and one meaning per tone
 * (docs/decisions/062-status-tones.md). A state always says itself in words or with an icon too, never by colour
 * alone.
 */
export type StatusTone = 'neutral' | 'information' | 'success' | 'warning' | 'error';

export const STATUS_TONES = {
  /** A day of a month, in the calendar and in the list of days. */
  day: { submitted: 'success', missing: 'error', today: 'information', waiting: 'warning', notSent: 'error' },
  /** A month's billing status: the specification's green, orange and grey (black, no tone, for a code it does not name). */
  billing: { open: 'success', submitted: 'warning', closed: 'neutral' },
  /** A month whose entries can no longer change, as its notice says; and one whose report was sent. */
  month: { reportSent: 'information', submitted: 'warning', closed: 'neutral' },
  /** A placement's sales stage. */
  salesStage: { inProgress: 'information', ongoing: 'success', closed: 'neutral' },
  /** A task of the dashboard that is due before today. */
  task: { overdue: 'error' },
  /** An opportunity the manager has not answered yet. */
  opportunity: { new: 'information' },
  /** A client's mark on a candidate. */
  decision: { interested: 'success', notAFit: 'neutral', interview: 'information' },
} as const satisfies Record<string, Record<string, StatusTone>>;

/** The dark amber of a warning as text on white (over 4.5:1); the palette's warning orange is for outlines and fills. */
const WARNING_TEXT = '#8a4500';

export interface ToneColours {
  /** Text and icons on a white or light ground (at least 4.5:1). */
  text: string;
  /** An outline beside that text. */
  border: string;
  /** A filled badge: its ground and its text (at least 4.5:1). */
  fill: { bgcolor: string; color: string };
  /** MUI's colour of the tone, for a chip or an alert. */
  mui: 'default' | 'primary' | 'success' | 'warning' | 'error';
}

/** The colours of each tone (theme paths). */
export const TONE_COLOURS: Record<StatusTone, ToneColours> = {
  neutral: {
    text: 'text.secondary',
    border: 'grey.500',
    fill: { bgcolor: 'grey.300', color: 'text.primary' },
    mui: 'default',
  },
  information: {
    text: 'primary.main',
    border: 'primary.main',
    fill: { bgcolor: 'primary.main', color: 'primary.contrastText' },
    mui: 'primary',
  },
  success: {
    text: 'success.dark',
    border: 'success.main',
    fill: { bgcolor: 'success.dark', color: 'common.white' },
    mui: 'success',
  },
  warning: {
    text: WARNING_TEXT,
    border: 'warning.main',
    fill: { bgcolor: 'warning.main', color: 'common.black' },
    mui: 'warning',
  },
  error: {
    text: 'error.dark',
    border: 'error.main',
    fill: { bgcolor: 'error.dark', color: 'common.white' },
    mui: 'error',
  },
};

type Domain = keyof typeof STATUS_TONES;

/** The colours of a state: `toneOf('billing', 'open')`. */
export function toneOf<D extends Domain>(domain: D, state: keyof (typeof STATUS_TONES)[D]): ToneColours {
  return TONE_COLOURS[STATUS_TONES[domain][state] as StatusTone];
}
