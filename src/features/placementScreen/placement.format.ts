/** Minutes as hours and minutes, 'H:MM' (7:45), the way a timesheet shows a duration. */
export function formatDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(minutes);
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
