import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { ERROR_CODE } from '@/contract/common';
import { MAX_UPLOAD_BYTES } from '@/contract/documents';
import { db } from '@mocks/db';
import { server } from '@mocks/node';

import { DEMO, recordRequests } from '../../test-utils';
import { renderApp, sent } from '../helpers';

/**
 * The profile photo (docs/decisions/012-files-with-bearer.md): upload on the account page, shown in the header too.
 *
 * jsdom's File loses its bytes (and its name) on the way through jsdom's XHR into msw: the
 * multipart part arrives as the text "undefined". So the upload handler is replaced here by
 * one that checks what does arrive (the `file` field and its type) and stores a real PNG; the
 * mock's own checks of type, size and first bytes are covered in tests/mocks/manager.test.ts.
 */

const REFUSED = 'Please choose a JPEG or PNG image of at most 15 MB.';
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];

let created: Blob[] = [];
let revoked: string[] = [];

beforeEach(() => {
  created = [];
  revoked = [];
  // jsdom has no object URLs; these stand in for the browser's.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return `blob:photo-${created.length}`;
      },
      revokeObjectURL: (url: string) => void revoked.push(url),
    }),
  );
  // msw's XHR interceptor hands a blob reply to undici, which needs Node's Blob (jsdom's has no stream()).
  vi.stubGlobal('Blob', NodeBlob);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openAccount() {
  const app = await renderApp({ route: '/account', signedInAs: DEMO.manager });
  await screen.findByDisplayValue('Katharina');
  return app;
}

const photoInput = () => screen.getByLabelText('Photo file (JPEG or PNG, at most 15 MB)');
const headerAvatarImage = () => screen.getByRole('button', { name: /profile menu/ }).querySelector('img');

/** A stand-in for `POST /manager/photo` that stores a PNG under a fixed path. */
function acceptUploads(received: { field: string; type: string }[]) {
  server.use(
    http.post('*/api/v1/manager/photo', async ({ request }) => {
      for (const [field, value] of (await request.formData()).entries()) {
        if (typeof value !== 'string') received.push({ field, type: value.type });
      }
      db.blobs.photo_test = { contentType: 'image/png', base64: btoa(String.fromCharCode(...PNG_BYTES)) };
      const manager = db.managers.find((each) => each.personalDetails.firstName === 'Katharina');
      if (manager) manager.personalDetails.photo = '/manager/photo/photo_test';
      return HttpResponse.json({ photo: '/manager/photo/photo_test' });
    }),
  );
}

it('uploads a PNG and shows it at once, on the page and in the header', async () => {
  const requests = recordRequests();
  const received: { field: string; type: string }[] = [];
  acceptUploads(received);
  const { user, store } = await openAccount();
  expect(screen.getByRole('button', { name: /profile menu/ })).toHaveTextContent('KB');
  await user.upload(photoInput(), new File([new Uint8Array(PNG_BYTES)], 'portrait.png', { type: 'image/png' }));

  expect(await screen.findByText('Your new photo has been saved.')).toBeInTheDocument();
  expect(sent(requests, 'POST', '/manager/photo')).toHaveLength(1);
  expect(received).toEqual([{ field: 'file', type: 'image/png' }]);
  const path = store.getState().profile.data?.personalDetails.photo ?? '';
  expect(path).toBe('/manager/photo/photo_test');
  // Fetched with the bearer header (docs/decisions/012-files-with-bearer.md), never with a token in the URL.
  await waitFor(() => expect(sent(requests, 'GET', path).length).toBeGreaterThan(0));
  expect(sent(requests, 'GET', path).every((request) => request.authorization?.startsWith('Bearer '))).toBe(true);
  expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^blob:photo-/),
  );
  await waitFor(() => expect(headerAvatarImage()).toHaveAttribute('src', expect.stringMatching(/^blob:photo-/)));
  expect(screen.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
});

it('revokes the object URL of the photo when the page is left', async () => {
  acceptUploads([]);
  const { user, unmount } = await openAccount();
  await user.upload(photoInput(), new File([new Uint8Array(PNG_BYTES)], 'portrait.png', { type: 'image/png' }));
  await screen.findByRole('img', { name: 'Your profile photo' });
  await waitFor(() => expect(headerAvatarImage()).not.toBeNull());
  unmount();
  // Only the photo's: a file opened by an earlier test file in this worker revokes its own URL
  // on a timer (api/files.ts), which may fire during this test.
  expect(revoked.filter((url) => url.startsWith('blob:photo-')).sort()).toEqual(['blob:photo-1', 'blob:photo-2']);
});

it('refuses a file that is not a JPEG or PNG without sending it', async () => {
  const requests = recordRequests();
  await openAccount();
  // The file input accepts only images; a user can still pick "all files" in the dialog.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(photoInput(), new File(['GIF89a'], 'portrait.gif', { type: 'image/gif' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(sent(requests, 'POST', '/manager/photo')).toHaveLength(0);
});

it('refuses an image over the size limit without sending it', async () => {
  const requests = recordRequests();
  const { user } = await openAccount();
  await user.upload(photoInput(), new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(sent(requests, 'POST', '/manager/photo')).toHaveLength(0);
});

it('shows the server’s refusal (e.g. of a renamed file) with the same message', async () => {
  server.use(
    http.post('*/api/v1/manager/photo', () =>
      HttpResponse.json(
        { code: ERROR_CODE.FILE_TYPE_AND_SIZE, message: 'The photo must be a JPEG or PNG image' },
        { status: 400 },
      ),
    ),
  );
  const { user } = await openAccount();
  await user.upload(photoInput(), new File(['%PDF-1.7 not an image'], 'renamed.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  expect(screen.getByRole('button', { name: /profile menu/ })).toHaveTextContent('KB');
});

it('says so when the upload fails', async () => {
  server.use(
    http.post('*/api/v1/manager/photo', () => HttpResponse.json({ code: 'server', message: 'boom' }, { status: 500 })),
  );
  const { user } = await openAccount();
  await user.upload(photoInput(), new File([new Uint8Array(PNG_BYTES)], 'portrait.png', { type: 'image/png' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An error occurred on the server. Please try again later.',
  );
  expect(screen.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
});
