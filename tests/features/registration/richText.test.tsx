import { screen, waitFor } from '@testing-library/react';

import { next, openRegistration, stepHeading } from './registrationHelpers';

/** Step 3: three rich-text areas (docs/decisions/020-rich-text.md); the editor is a labelled multi-line text box. */

function draftValues(): Record<string, string> {
  return (
    JSON.parse(window.sessionStorage.getItem('portal.draft.anonymous.registration') ?? '{}') as {
      values: Record<string, string>;
    }
  ).values;
}

it('offers three labelled rich-text editors with a bullet-list button and the characters left', async () => {
  window.sessionStorage.setItem(
    'portal.draft.anonymous.registration',
    JSON.stringify({ step: 3, values: { specialistFocuses: '<ul><li>Restructuring</li></ul>' }, documents: [] }),
  );
  await openRegistration();
  await stepHeading('Competence profile');
  const industry = await screen.findByRole('textbox', { name: 'Industry focuses' });
  expect(industry).toHaveAttribute('aria-multiline', 'true');
  expect(industry).toHaveAccessibleDescription(/automotive suppliers.*4,000 characters left/);
  expect(screen.getByRole('textbox', { name: 'Management methods' })).toBeInTheDocument();
  const specialist = screen.getByRole('textbox', { name: 'Specialist focuses' });
  expect(specialist.querySelector('li')).toHaveTextContent('Restructuring');
  expect(screen.getByText('3,987 characters left')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Bulleted list' })).toHaveLength(3);
});

it('keeps what is typed as clean HTML without &nbsp;', async () => {
  window.sessionStorage.setItem(
    'portal.draft.anonymous.registration',
    JSON.stringify({ step: 3, values: {}, documents: [] }),
  );
  const { user } = await openRegistration();
  await stepHeading('Competence profile');
  const industry = await screen.findByRole('textbox', { name: 'Industry focuses' });
  await user.click(industry);
  await user.keyboard('Automotive  suppliers');
  await waitFor(() => expect(draftValues().industryFocuses).toMatch(/^<p>Automotive\s+suppliers<\/p>$/));
  expect(draftValues().industryFocuses).not.toContain('&nbsp;');
  await next(user);
  await stepHeading('Applicant questions');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('textbox', { name: 'Industry focuses' })).toHaveTextContent(/Automotive\s+suppliers/);
});
