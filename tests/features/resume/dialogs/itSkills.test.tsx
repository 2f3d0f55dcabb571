import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '@mocks/node';

import { recordRequests } from '../../../test-utils';
import { fill, sent } from '../../helpers';
import { berger, expectClosed, openDialog, SAVE_FAILED, saveButton, SLOW, textbox } from './dialogHelpers';

/** The IT skills dialog: at most 50, search in the long list. */

const TITLE = 'IT skills';
const skillsField = () => screen.getByRole('combobox', { name: /^IT skills/ });
const remarks = () => textbox('Remarks on your IT skills');

describe('IT skills', { timeout: SLOW }, () => {
  it('shows the saved skills and remarks', async () => {
    await openDialog('it-skills', TITLE);
    await waitFor(() => expect(screen.getByRole('button', { name: 'SAP S/4HANA' })).toBeInTheDocument());
    expect(remarks()).toHaveValue(berger().cv.itSkills.itSkillRemarks);
    expect(screen.getByText('Choose up to 50.')).toBeInTheDocument();
    await waitFor(() => expect(remarks()).toHaveAttribute('maxlength', '1000'));
  });

  it('lets the user search the long list, add and remove skills, and saves them', async () => {
    const requests = recordRequests();
    const { user, router } = await openDialog('it-skills', TITLE);
    await waitFor(() => expect(screen.getByRole('button', { name: 'SAP S/4HANA' })).toBeInTheDocument());
    const before = [...berger().cv.itSkills.itSkills];
    // Search is offered: the list is longer than 10 options.
    expect(skillsField()).not.toHaveAttribute('readonly');
    await user.click(skillsField());
    await user.keyboard('ECC');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'SAP ECC 6.0' }));
    await user.keyboard('{Escape}');
    // Remove a chip with its delete icon (the chip's own Backspace works too).
    const chip = screen.getByRole('button', { name: 'SAP S/4HANA' });
    await user.click(chip.querySelector('svg') as SVGElement);
    await fill(user, remarks(), '  S/4HANA-Einführungen  ');
    await user.click(saveButton());

    await expectClosed(router, TITLE);
    expect(sent(requests, 'PUT', '/manager/it-skills')[0]?.body).toEqual({
      itSkills: [...before.filter((code) => code !== '1001'), '1002'],
      itSkillRemarks: 'S/4HANA-Einführungen',
    });
  });

  it('offers no further skill at 50 and says so', async () => {
    berger().cv.itSkills.itSkills = Array.from({ length: 50 }, (_, index) => String(1001 + index));
    const { user } = await openDialog('it-skills', TITLE);
    expect(await screen.findByText('Selection limit reached: at most 50.')).toBeInTheDocument();
    await user.click(skillsField());
    const listbox = await screen.findByRole('listbox');
    const free = within(listbox)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-selected') !== 'true');
    expect(free.length).toBeGreaterThan(0);
    for (const option of free) expect(option).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps everything when the save fails, and says so', async () => {
    server.use(
      http.put('*/api/v1/manager/it-skills', () =>
        HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = await openDialog('it-skills', TITLE);
    await fill(user, remarks(), 'Nicht verlieren');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_FAILED);
    expect(remarks()).toHaveValue('Nicht verlieren');
  });
});
