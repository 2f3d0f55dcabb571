import { formatCurrency, formatNumber, localeOf } from '@/contract/formats';
import { formatActivityTime } from '@/contract/placements';

/** Numbers and amounts per language, for the app's screens and the mock's PDFs alike (docs/decisions/019-locale-formats.md). */
describe('numbers and amounts per language', () => {
  it('uses de-DE for German and en-IN for English', () => {
    expect(localeOf('de')).toBe('de-DE');
    expect(localeOf('en')).toBe('en-IN');
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'en')).toBe('12,34,567.5');
  });

  it('writes amounts in their currency with cents, grouped the way each language groups', () => {
    expect(formatCurrency(5619.18, 'EUR', 'de')).toBe('5.619,18\u00a0€');
    expect(formatCurrency(5619.18, 'EUR', 'en')).toBe('€5,619.18');
    // en-IN groups by lakh (en-GB would write €123,456.70).
    expect(formatCurrency(123456.7, 'EUR', 'en')).toBe('€1,23,456.70');
    expect(formatCurrency(12.5, 'CHF', 'de')).toBe('12,50\u00a0CHF');
  });

  it('still shows the amount with a currency code Intl does not know', () => {
    expect(formatCurrency(12.5, 'EURO', 'de')).toBe('12,50 EURO');
    expect(formatCurrency(1234.5, 'EURO', 'en')).toBe('1,234.50 EURO');
  });

  it('writes the activity time with up to two decimals', () => {
    expect(formatActivityTime(29.25, 'de')).toBe('29,25');
    expect(formatActivityTime(29.25, 'en')).toBe('29.25');
    expect(formatActivityTime(22, 'en')).toBe('22');
    expect(formatActivityTime(19.125, 'de')).toBe('19,13');
  });
});
