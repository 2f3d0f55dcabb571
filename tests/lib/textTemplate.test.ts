import i18next, { type TFunction } from 'i18next';

import { textTemplate } from '@/lib/textTemplate';

async function translator() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'de',
    defaultNS: 'resume',
    resources: {
      de: { resume: { edit: 'Bearbeiten: Position {{name}}', range: '{{from}} – {{to}}', plain: 'Ohne Platzhalter' } },
    },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT('de', 'resume') as unknown as TFunction<'resume'>;
}

describe('textTemplate', () => {
  it('fills the placeholders as the translation would, wherever they stand', async () => {
    const t = await translator();
    expect(textTemplate(t, 'edit', ['name'])({ name: 'CFO' })).toBe('Bearbeiten: Position CFO');
    expect(textTemplate(t, 'range', ['from', 'to'])({ from: 'Jan. 2020', to: 'heute' })).toBe('Jan. 2020 – heute');
    expect(textTemplate(t, 'plain', [])({})).toBe('Ohne Platzhalter');
  });

  it('takes values literally, braces and dollar signs included', async () => {
    const t = await translator();
    expect(textTemplate(t, 'edit', ['name'])({ name: '{{to}} $& 50 %' })).toBe('Bearbeiten: Position {{to}} $& 50 %');
  });
});
