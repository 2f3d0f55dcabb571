import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';

import { makeStore } from '@/app/store';
import { AgreementBlock } from '@/components/agreement/AgreementBlock';
import type { Lang } from '@/contract/common';
import { useAgreementTexts } from '@/core/agreementTexts/useAgreementTexts';
import { server } from '@mocks/node';

import { sent } from '../features/helpers';
import { recordRequests } from '../test-utils';

/** core/agreementTexts: the one place the agreement screen and the registration load the two texts. */

const TERMS_PANEL = 'Non-disclosure agreement (NDA)';

function Texts({ lang, enabled }: { lang: Lang; enabled?: boolean }) {
  const { texts, retry } = useAgreementTexts(lang, { enabled });
  return (
    <AgreementBlock
      texts={texts}
      onRetry={retry}
      accepted={{ terms: false, privacy: false }}
      onAcceptedChange={() => undefined}
      onDownload={() => undefined}
    />
  );
}

const stores: ReturnType<typeof makeStore>[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.stop()));

function renderTexts(lang: Lang, enabled?: boolean) {
  const store = makeStore();
  stores.push(store);
  const utils = render(
    <Provider store={store}>
      <Texts lang={lang} enabled={enabled} />
    </Provider>,
  );
  const show = (next: Lang, nextEnabled?: boolean) =>
    utils.rerender(
      <Provider store={store}>
        <Texts lang={next} enabled={nextEnabled} />
      </Provider>,
    );
  return { ...utils, store, show };
}

/** The next request for the terms (the NDA) fails with a server error; the one after it is answered again. */
function failTermsOnce() {
  server.use(
    http.get(
      '*/api/v1/manager/agreement-nda/:lang',
      () => HttpResponse.json({ code: 'server', message: 'x' }, { status: 500 }),
      { once: true },
    ),
  );
}

function termsRegion() {
  const regions = screen.getAllByRole('region', { name: TERMS_PANEL });
  return regions.find((region) => !regions.some((other) => other !== region && region.contains(other))) as HTMLElement;
}

it('loads each text once per language and shows it again from memory', async () => {
  const requests = recordRequests();
  const { show, unmount } = renderTexts('en');
  expect(await within(termsRegion()).findByText(/between the operator of this portal/)).toBeInTheDocument();
  expect(sent(requests, 'GET', '/manager/agreement-nda/en')).toHaveLength(1);
  expect(sent(requests, 'GET', '/manager/protection-nda/en')).toHaveLength(1);

  show('de');
  expect(await within(termsRegion()).findByText(/Betreiber dieses Portals/)).toBeInTheDocument();
  expect(sent(requests, 'GET', '/manager/agreement-nda/de')).toHaveLength(1);

  show('en');
  expect(await within(termsRegion()).findByText(/between the operator of this portal/)).toBeInTheDocument();
  unmount();
  expect(sent(requests, 'GET', '/manager/agreement-nda/en')).toHaveLength(1);
  expect(sent(requests, 'GET', '/manager/protection-nda/de')).toHaveLength(1);
});

it('waits while not enabled (the registration loads them when its step shows the block)', async () => {
  const requests = recordRequests();
  const { show } = renderTexts('en', false);
  // Nothing is asked for, and the panels show neither text, spinner nor error.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sent(requests, 'GET', '/manager/agreement-nda/en')).toHaveLength(0);
  expect(screen.queryByText(/^The text could not be loaded\./)).not.toBeInTheDocument();

  show('en', true);
  expect(await within(termsRegion()).findByText(/between the operator of this portal/)).toBeInTheDocument();
  expect(sent(requests, 'GET', '/manager/agreement-nda/en')).toHaveLength(1);
});

it('tells when a text failed, keeps the other, and asks again the next time it is shown', async () => {
  failTermsOnce();
  const requests = recordRequests();
  const user = userEvent.setup();
  const { show } = renderTexts('en');
  // The failed panel may be drawn again when the other text arrives: wait for the state, not a node.
  await waitFor(() =>
    expect(
      screen.getByText('The text could not be loaded. An error occurred on the server. Please try again later.'),
    ).toBeInTheDocument(),
  );
  await user.click(screen.getByRole('button', { name: 'Privacy notice' }));
  expect(await screen.findByText(/We take the protection of your personal data seriously/)).toBeInTheDocument();

  show('de');
  await screen.findByText(/Der Schutz Ihrer personenbezogenen Daten/);
  show('en');
  expect(await within(termsRegion()).findByText(/between the operator of this portal/)).toBeInTheDocument();
  expect(
    screen.queryByText('The text could not be loaded. An error occurred on the server. Please try again later.'),
  ).not.toBeInTheDocument();
  await waitFor(() => expect(sent(requests, 'GET', '/manager/agreement-nda/en')).toHaveLength(2));
  expect(sent(requests, 'GET', '/manager/protection-nda/en')).toHaveLength(1);
});

it('offers a retry where a text failed, which asks for that text again', async () => {
  failTermsOnce();
  const requests = recordRequests();
  const user = userEvent.setup();
  renderTexts('en');
  await waitFor(() =>
    expect(
      screen.getByText('The text could not be loaded. An error occurred on the server. Please try again later.'),
    ).toBeInTheDocument(),
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await within(termsRegion()).findByText(/between the operator of this portal/)).toBeInTheDocument();
  expect(
    screen.queryByText('The text could not be loaded. An error occurred on the server. Please try again later.'),
  ).not.toBeInTheDocument();
  expect(sent(requests, 'GET', '/manager/agreement-nda/en')).toHaveLength(2);
  expect(sent(requests, 'GET', '/manager/protection-nda/en')).toHaveLength(1);
});
