import { i18n, initI18n } from '@/lib/i18n';

/** Counts inside texts are written as the language writes numbers: de-DE, en-IN (docs/decisions/019-locale-formats.md). */
describe('numbers inside texts', () => {
  it('groups the characters left in English as en-IN does', async () => {
    await initI18n('en', ['forms']);
    expect(i18n.t('forms:form.charactersLeft', { count: 4000 })).toBe('4,000 characters left');
    expect(i18n.t('forms:form.charactersLeft', { count: 100000 })).toBe('1,00,000 characters left');
    expect(i18n.t('forms:form.charactersLeft', { count: 1 })).toBe('1 character left');
  });

  it('groups them in German with a dot', async () => {
    await initI18n('de', ['forms']);
    expect(i18n.t('forms:form.charactersLeft', { count: 4000 })).toBe('Noch 4.000 Zeichen');
    expect(i18n.t('error.validation.max.default', { max: 2000 })).toBe('Bitte geben Sie höchstens 2.000 Zeichen ein.');
  });
});
