import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MAX_UPLOAD_BYTES } from '@/contract/documents';

import { recordRequests } from '../../test-utils';
import { sent, summaryLeadsTo } from '../helpers';
import {
  choose,
  fileInput,
  next,
  openRegistration,
  pdf,
  seedAgreement,
  seedDraft,
  stepHeading,
} from './registrationHelpers';

/** The registration's documents (docs/decisions/013-uploads.md): PDF only, ≤ 15 MB, a CV required, one file per row. */

const REFUSED = 'Please choose a PDF file of at most 15 MB.';

function sizedPdf(size: number, name = 'big.pdf'): File {
  const head = new TextEncoder().encode('%PDF-1.7\n');
  return new File([head, new Uint8Array(size - head.length)], name, { type: 'application/pdf' });
}

async function openStep2() {
  seedDraft(2);
  seedAgreement();
  const rendered = await openRegistration();
  await stepHeading('Personal data');
  return rendered;
}

it('accepts a PDF of exactly 15,728,640 bytes and refuses one byte more, discarding it with the message', async () => {
  const { user } = await openStep2();
  await user.upload(fileInput(1), sizedPdf(MAX_UPLOAD_BYTES + 1, 'too-big.pdf'));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(screen.queryByText('too-big.pdf')).not.toBeInTheDocument();

  await user.upload(fileInput(1), sizedPdf(MAX_UPLOAD_BYTES, 'exactly-15-mb.pdf'));
  expect(await screen.findByText('exactly-15-mb.pdf')).toBeInTheDocument();
  expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
});

it('refuses a .docx renamed to .pdf (PDF type, but not starting with %PDF-) and a file that is not a PDF', async () => {
  const { user } = await openStep2();
  const renamed = new File(['PK\u0003\u0004 word/document.xml'], 'cv.pdf', { type: 'application/pdf' });
  await user.upload(fileInput(1), renamed);
  expect(await screen.findByText(REFUSED)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove cv.pdf' })).not.toBeInTheDocument();

  // user.upload leaves out files the input does not accept; a drop does not: applyAccept: false.
  await userEvent
    .setup({ applyAccept: false })
    .upload(fileInput(1), new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
  await waitFor(() => expect(screen.getByText(REFUSED)).toBeInTheDocument());
  expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
});

it('requires a CV: a work certificate alone is not enough, and says so next to the documents', async () => {
  const requests = recordRequests();
  const { user } = await openStep2();
  await choose(user, /^Category of document 1/, 'Work certificates');
  await user.upload(fileInput(1), pdf('zeugnis.pdf'));
  await screen.findByText('zeugnis.pdf');
  await next(user);
  expect(await screen.findByText('Please add your CV (German or English) as a PDF file.')).toBeInTheDocument();
  await summaryLeadsTo(
    user,
    /Please add your CV \(German or English\) as a PDF file\.$/,
    screen.getByRole('group', { name: 'Document 1' }).closest('fieldset')!,
  );
  expect(sent(requests, 'POST', '/check-email')).toHaveLength(0);

  await choose(user, /^Category of document 1/, 'CV (English)');
  expect(screen.queryByText('Please add your CV (German or English) as a PDF file.')).not.toBeInTheDocument();
});

it('shows label.uploadDocRequired under a row without a file after Next, and the row can be removed', async () => {
  const { user } = await openStep2();
  await user.upload(fileInput(1), pdf('cv.pdf'));
  await screen.findByText('cv.pdf');
  await user.click(screen.getByRole('button', { name: 'Add document' }));
  const row2 = screen.getByRole('group', { name: 'Document 2' });
  expect(within(row2).queryByText('Please add a PDF file to this row or remove the row.')).not.toBeInTheDocument();
  await next(user);
  expect(await within(row2).findByText('Please add a PDF file to this row or remove the row.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Personal data' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove document 2' }));
  await next(user);
  await stepHeading('Competence profile');
});
