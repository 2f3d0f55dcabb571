import { warmUpDates } from '@/lib/warmUpDates';

/** index.html's first script loads the locale data of a kept session's dates ahead (src/restoreEarly.ts). */
describe('warmUpDates', () => {
  it.each([
    ['de', 'de-DE'],
    ['en', 'en-IN'],
  ] as const)('makes a date format of the language %s (%s)', (lang, locale) => {
    const DateTimeFormat = Intl.DateTimeFormat;
    const made: ConstructorParameters<typeof DateTimeFormat>[] = [];
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      made.push(args);
      return new DateTimeFormat(...args);
    } as typeof DateTimeFormat);
    warmUpDates(lang);
    expect(made).toEqual([[locale, expect.objectContaining({ month: 'long', year: 'numeric' })]]);
  });
});
