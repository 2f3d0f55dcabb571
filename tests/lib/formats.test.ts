import { formatNumber, localeOf } from '@/contract/formats';
import { formatDate, formatDateAs, formatDay, formatWeekdayDay } from '@/lib/dateFormat';
import { toApiDate } from '@/lib/dates';
import { formatEuro, formatFileSize } from '@/lib/numbers';

/**
 * Numbers in de-DE and en-IN; dates shown with date-fns locales, sent as yyyy-MM-dd
 * (docs/decisions/019-locale-formats.md).
 */
describe('numbers', () => {
  it('uses de-DE for German and en-IN for English', () => {
    expect(localeOf('de')).toBe('de-DE');
    expect(localeOf('en')).toBe('en-IN');
  });

  it('groups digits the German and the Indian way', () => {
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'en')).toBe('12,34,567.5');
  });

  it('shows euro amounts rounded to whole euros', () => {
    // German puts a no-break space between amount and sign.
    expect(formatEuro(1250.6, 'de')).toBe('1.251\u00a0€');
    expect(formatEuro(1250.6, 'en')).toBe('€1,251');
  });

  it("shows file sizes in B, KB or MB in the user's number format", () => {
    expect(formatFileSize(512, 'de')).toBe('512 B');
    expect(formatFileSize(2048, 'en')).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'de')).toBe('1,5 MB');
    expect(formatFileSize(15_728_640, 'en')).toBe('15 MB');
  });
});

describe('dates', () => {
  it('sends the local calendar day as yyyy-MM-dd', () => {
    expect(toApiDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toApiDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it("shows 'd MMM yyyy' and 'MMM yyyy' in the user's language", () => {
    expect(formatDate('2026-03-05', 'd MMM yyyy', 'de')).toBe('5 März 2026');
    expect(formatDate('2026-03-05', 'd MMM yyyy', 'en')).toBe('5 Mar 2026');
    expect(formatDate('2026-10-01', 'MMM yyyy', 'de')).toBe('Okt. 2026');
  });

  it('shows a day as data with the German day dot: "20. Nov. 2026", "20 Nov 2026" (docs/decisions/019-locale-formats.md)', () => {
    expect(formatDay('2026-11-20', 'de')).toBe('20. Nov. 2026');
    expect(formatDay('2026-11-20', 'en')).toBe('20 Nov 2026');
    expect(formatDay('2026-03-05', 'de')).toBe('5. März 2026');
    expect(formatDateAs('2026-10-01', 'month', 'de')).toBe('Okt. 2026');
    expect(formatDateAs('2026-10-01', 'month', 'en')).toBe('Oct 2026');
  });

  it('writes the longer forms of headings and sentences with the day dot in German', () => {
    expect(formatWeekdayDay('2026-11-20', 'de')).toBe('Freitag, 20. November');
    expect(formatWeekdayDay('2026-11-20', 'en', true)).toBe('Friday, 20 November 2026');
    expect(formatDateAs('2026-11-20', 'weekdayDayShort', 'de')).toBe('Fr., 20. Nov.');
    expect(formatDateAs('2026-11-20', 'weekdayDayShort', 'en')).toBe('Fri, 20 Nov');
    expect(formatDateAs('2026-11-16', 'dayMonth', 'de')).toBe('16. November');
    expect(formatDateAs(new Date(2026, 10, 25, 10, 0), 'dayTime', 'de')).toBe('25. Nov. 2026, 10:00');
  });

  it('shows nothing for a missing or broken date', () => {
    expect(formatDate(null, 'd MMM yyyy', 'de')).toBe('');
    expect(formatDate('', 'd MMM yyyy', 'en')).toBe('');
    expect(formatDate('not-a-date', 'd MMM yyyy', 'en')).toBe('');
  });
});
