import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';

import { makeStore, type AppStore } from '@/app/store';
import { PdfDropzone } from '@/components/upload/PdfDropzone';
import { MAX_UPLOAD_BYTES } from '@/contract/documents';

import { goOffline, goOnline, restoreConnection } from '../connection';

/** The one upload control (docs/decisions/013-uploads.md). */

function pdf(size: number, name = 'cv.pdf'): File {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], name, { type: 'application/pdf' });
}

const REFUSED = 'Please choose a PDF file of at most 15 MB.';

function Harness({ onChange }: { onChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <PdfDropzone
      id="doc"
      label="Your CV"
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

let store: AppStore | null = null;

afterEach(() => {
  store?.stop();
  store = null;
  restoreConnection();
});

/** With the real store: the control reads the connection from it (docs/decisions/054-offline-data.md). */
function setup() {
  const onChange = vi.fn<(file: File | null) => void>();
  const user = userEvent.setup({ applyAccept: false });
  store = makeStore();
  render(
    <Provider store={store}>
      <Harness onChange={onChange} />
    </Provider>,
  );
  return { user, onChange };
}

it('takes a PDF of exactly the limit and shows its name', async () => {
  const { user, onChange } = setup();
  await user.upload(screen.getByLabelText('Your CV'), pdf(MAX_UPLOAD_BYTES, 'big.pdf'));
  expect(await screen.findByText('big.pdf')).toBeInTheDocument();
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'big.pdf' }));
  expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
});

it('refuses one byte more with the message in red and keeps nothing', async () => {
  const { user, onChange } = setup();
  await user.upload(screen.getByLabelText('Your CV'), pdf(MAX_UPLOAD_BYTES + 1, 'too-big.pdf'));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(screen.queryByText('too-big.pdf')).not.toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
});

it('refuses a Word file renamed .pdf', async () => {
  const { user, onChange } = setup();
  const renamed = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])], 'cv.pdf', {
    type: 'application/pdf',
  });
  await user.upload(screen.getByLabelText('Your CV'), renamed);
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(onChange).not.toHaveBeenCalled();
});

it('refuses a file that is not a PDF', async () => {
  const { user, onChange } = setup();
  await user.upload(screen.getByLabelText('Your CV'), new File(['hello'], 'cv.docx', { type: 'application/msword' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(onChange).not.toHaveBeenCalled();
});

it('lets the user remove the chosen file and choose again after a refusal', async () => {
  const { user, onChange } = setup();
  await user.upload(screen.getByLabelText('Your CV'), new File(['plain text'], 'wrong.txt', { type: 'text/plain' }));
  await screen.findByRole('alert');
  await user.upload(screen.getByLabelText('Your CV'), pdf(100, 'right.pdf'));
  expect(await screen.findByText('right.pdf')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove right.pdf' }));
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(screen.getByLabelText('Your CV')).toBeInTheDocument();
});

it('takes no file while offline, says why, and takes one again once online', async () => {
  const { user, onChange } = setup();
  goOffline();
  const zone = screen.getByLabelText('Your CV: Drop a PDF here or click to choose one');
  expect(zone).toHaveAttribute('aria-disabled', 'true');
  expect(zone).toHaveAccessibleDescription('Needs a connection. Available again when you are online.');
  expect(screen.getByText('Needs a connection. Available again when you are online.')).toBeVisible();

  await user.upload(screen.getByLabelText('Your CV'), pdf(100, 'offline.pdf'));
  expect(screen.queryByText('offline.pdf')).not.toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();

  goOnline();
  expect(screen.queryByText('Needs a connection. Available again when you are online.')).not.toBeInTheDocument();
  await user.upload(screen.getByLabelText('Your CV'), pdf(100, 'online.pdf'));
  expect(await screen.findByText('online.pdf')).toBeInTheDocument();
});
