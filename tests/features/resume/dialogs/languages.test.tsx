import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { recordRequests } from '../../../test-utils';
import { sent } from '../../helpers';
import {
  berger,
  choose,
  combobox,
  DRAFT_FOUND,
  expectClosed,
  openDialog,
  optionsOf,
  SAVE_FAILED,
  saveButton,
  SLOW,
} from './dialogHelpers';

/** The languages dialog. The demo CV has German, English, French and Italian. */

const TITLE = 'Languages';
const language = (number: number) => combobox(new RegExp(`^Language ${number}`));
const level = (number: number) => combobox(new RegExp(`^Level of language ${number}`));
const addButton = () => screen.getByRole('button', { name: 'Add language' });

describe('languages', { timeout: SLOW }, () => {
  it('shows the saved rows', async () => {
    await openDialog('languages', TITLE);
    await waitFor(() => expect(language(1)).toHaveTextContent('German'));
    expect(level(1)).toHaveTextContent('Native speaker');
    expect(language(2)).toHaveTextContent('English');
    expect(level(2)).toHaveTextContent('Business fluent');
    expect(language(3)).toHaveTextContent('French');
    expect(language(4)).toHaveTextContent('Italian');
    expect(level(4)).toHaveTextContent('Basic knowledge');
    expect(screen.getByText('Rows without both a language and a level are not saved.')).toBeInTheDocument();
  });

  it('does not offer a language chosen in another row', async () => {
    const { user } = await openDialog('languages', TITLE);
    await waitFor(() => expect(language(2)).toHaveTextContent('English'));
    const offered = await optionsOf(user, language(2));
    expect(offered).toContain('English');
    expect(offered).toContain('Spanish');
    for (const taken of ['German', 'French', 'Italian']) expect(offered).not.toContain(taken);

    await user.click(addButton());
    const forNewRow = await optionsOf(user, language(5));
    for (const taken of ['German', 'English', 'French', 'Italian']) expect(forNewRow).not.toContain(taken);
  });

  it('adds and removes rows, drops unfinished ones and keeps the ids of saved ones', async () => {
    const requests = recordRequests();
    const { user, router } = await openDialog('languages', TITLE);
    await waitFor(() => expect(language(4)).toHaveTextContent('Italian'));
    await user.click(screen.getByRole('button', { name: 'Remove language 4' }));
    await user.click(addButton());
    await choose(user, language(4), 'Spanish');
    await choose(user, level(4), 'Good knowledge');
    await user.click(addButton());
    await choose(user, language(5), 'Dutch');
    // A row begun but not finished says that it will not be saved.
    expect(
      within(screen.getByRole('group', { name: 'Language 5' })).getByText(
        'Not saved until both a language and a level are chosen.',
      ),
    ).toBeInTheDocument();
    await user.click(saveButton());

    await expectClosed(router, TITLE);
    expect(sent(requests, 'PUT', '/manager/language-proficiency')[0]?.body).toEqual({
      languageProficiencies: [
        { id: 'lng_berger_de', languageCode: 'de', languageLevelCode: '100' },
        { id: 'lng_berger_en', languageCode: 'en', languageLevelCode: '200' },
        { id: 'lng_berger_fr', languageCode: 'fr', languageLevelCode: '400' },
        { languageCode: 'es', languageLevelCode: '400' },
      ],
    });
    expect(berger().cv.languageProficiencies.map((row) => row.languageCode)).toEqual(['de', 'en', 'fr', 'es']);
  });

  it('starts with one empty row when no language is saved', async () => {
    berger().cv.languageProficiencies = [];
    await openDialog('languages', TITLE);
    expect(language(1)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Language 2/ })).not.toBeInTheDocument();
  });

  it('keeps the rows when the save fails, and says so', async () => {
    server.use(
      http.put('*/api/v1/manager/language-proficiency', () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openDialog('languages', TITLE);
    await waitFor(() => expect(language(4)).toHaveTextContent('Italian'));
    await choose(user, level(4), 'Fluent');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(level(4)).toHaveTextContent('Fluent');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('asks before discarding on Escape, and offers the rows back after a remount', async () => {
    const first = await openDialog('languages', TITLE);
    await waitFor(() => expect(language(4)).toHaveTextContent('Italian'));
    await choose(first.user, level(4), 'Fluent');
    await first.user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    first.unmount();

    const { user } = await openDialog('languages', TITLE);
    await waitFor(() => expect(level(4)).toHaveTextContent('Basic knowledge'));
    expect(screen.getByText(DRAFT_FOUND)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore changes' }));
    expect(level(4)).toHaveTextContent('Fluent');
  });
});
