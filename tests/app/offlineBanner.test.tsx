import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { connectionActions } from '@/core/connection/connection.slice';
import { selectUserId } from '@/core/session/session.selectors';
import { formatDateAs, formatDay } from '@/lib/dateFormat';
import { readOnDevice } from '@/lib/deviceStore';
import { i18n } from '@/lib/i18n';
import { server } from '@mocks/node';

import { seriousAxeFindings } from '../axeSerious';
import { goOffline, goOnline, restoreConnection } from '../connection';
import { renderApp } from '../features/helpers';
import { DEMO, FIRST_RENDER } from '../test-utils';

/** The shell's offline banner (docs/decisions/054-offline-data.md): offline, showing what the device kept, updating. */

afterEach(() => {
  restoreConnection();
});

/** The polite live region right under the header; empty while all is live, a status inside it otherwise. */
async function offlineBanner(): Promise<HTMLElement> {
  const header = await screen.findByRole('banner', {}, FIRST_RENDER);
  const region = header.nextElementSibling;
  if (!(region instanceof HTMLElement) || region.getAttribute('aria-live') !== 'polite') {
    throw new Error('no polite live region right under the header');
  }
  return region;
}

/** Every API call but the sign-in gets no answer while `cut.on` (a lost connection, as the browser sees it). */
function cutConnection() {
  const cut = { on: false };
  server.use(
    http.all('*', ({ request }) =>
      cut.on && !new URL(request.url).pathname.endsWith('/login') ? HttpResponse.error() : undefined,
    ),
  );
  return cut;
}

describe('offline banner', () => {
  it('says the manager is offline when the browser loses the connection, and goes when it returns', async () => {
    await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const region = await offlineBanner();
    await screen.findByRole('region', { name: 'Current placements' }, FIRST_RENDER);
    expect(region).toBeEmptyDOMElement();

    goOffline();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'You are offline. Time entries you save are kept on this device and sent when you are back online.',
    );
    // Said by an icon and words, not by colour alone.
    expect(region.querySelector('svg[data-testid="CloudOffOutlinedIcon"]')).not.toBeNull();
    expect(await seriousAxeFindings(region)).toEqual([]);

    goOnline();
    expect(region).toBeEmptyDOMElement();
  });

  it('says it in German, addressing the manager as "Sie"', async () => {
    await i18n.changeLanguage('de');
    await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const region = await offlineBanner();

    goOffline();
    expect(region).toHaveTextContent(
      'Sie sind offline. Tageseinträge, die Sie speichern, bleiben auf diesem Gerät und werden gesendet, sobald Sie wieder online sind.',
    );
  });

  it('shows when the device kept what a screen shows without a connection, and goes once all is live again', async () => {
    const cut = cutConnection();
    const first = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const widget = await screen.findByRole('region', { name: 'Current placements' }, FIRST_RENDER);
    await within(widget).findAllByText(/Alpenland/);
    // The answers are written to the device after they are shown.
    await keptOnDevice(first.store, 'placements');
    // The earlier start is gone (its sagas too), as after closing the tab.
    first.unmount();
    first.store.stop();

    // A later start without a connection: the dashboard shows what this device kept.
    goOffline();
    cut.on = true;
    const { store } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const region = await offlineBanner();
    await within(await screen.findByRole('region', { name: 'Current placements' }, FIRST_RENDER)).findAllByText(
      /Alpenland/,
    );
    const keptSince = store.getState().connection.keptSince;
    expect(keptSince).not.toBeNull();
    const time = formatDateAs(new Date(keptSince ?? 0), 'time', 'en');
    await waitFor(() =>
      expect(region).toHaveTextContent(`You are offline. You are seeing what this device kept at ${time}.`),
    );

    // Back online: the kept copies load again from the server and the banner goes.
    cut.on = false;
    goOnline();
    await waitFor(() => expect(region).toBeEmptyDOMElement());
    expect(store.getState().connection.keptSince).toBeNull();
  });

  it('on a network that answers nothing while the browser thinks it is online, says offline; while it tries again, what it updates', async () => {
    const cut = cutConnection();
    const first = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    await within(await screen.findByRole('region', { name: 'Current placements' }, FIRST_RENDER)).findAllByText(
      /Alpenland/,
    );
    await keptOnDevice(first.store, 'placements');
    // The earlier start is gone (its sagas too), as after closing the tab.
    first.unmount();
    first.store.stop();

    // The browser thinks it is online, but the server does not answer (a dead hotel network).
    cut.on = true;
    const { store } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const region = await offlineBanner();
    await waitFor(() => expect(store.getState().connection.keptSince).not.toBeNull());
    const time = formatDateAs(new Date(store.getState().connection.keptSince ?? 0), 'time', 'en');
    await waitFor(() =>
      expect(region).toHaveTextContent(`You are offline. You are seeing what this device kept at ${time}.`),
    );

    // The network answers again and the window tries (its retry, or the browser's 'online' event): until the
    // answers are in, the banner says what it updates; then it goes.
    cut.on = false;
    act(() => {
      store.dispatch(connectionActions.connectionChanged({ online: true }));
    });
    expect(region).toHaveTextContent(`Updating what this device kept at ${time} …`);
    expect(region.querySelector('svg[data-testid="CloudSyncOutlinedIcon"]')).not.toBeNull();
    await waitFor(() => expect(region).toBeEmptyDOMElement());
  });

  it('names the day as well when what the device kept is from an earlier day, in German too', async () => {
    await i18n.changeLanguage('de');
    const { store } = await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
    const region = await offlineBanner();
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    yesterday.setHours(18, 5, 0, 0);

    goOffline();
    store.dispatch(connectionActions.keptCopyShown({ savedAt: yesterday.getTime() }));
    await waitFor(() =>
      expect(region).toHaveTextContent(
        `Sie sind offline. Angezeigt wird der Stand, den dieses Gerät am ${formatDay(yesterday, 'de')} um 18:05 Uhr gespeichert hat.`,
      ),
    );
  });
});

/** Waits until the device has kept the answer under `key` for the signed-in user. */
async function keptOnDevice(store: { getState: () => unknown }, key: string) {
  const userId = selectUserId(store.getState() as Parameters<typeof selectUserId>[0]) ?? '';
  await waitFor(async () => expect(await readOnDevice('kept', userId, key)).toBeDefined());
}
