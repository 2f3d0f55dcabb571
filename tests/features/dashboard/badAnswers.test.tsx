import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { OPPORTUNITY_PATHS } from '@/contract/opportunities';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { apiUrl } from '@mocks/shared/urls';

import { DEMO, FIRST_RENDER } from '../../test-utils';
import { onTheDay, renderApp } from '../helpers';

/**
 * Answers that do not follow the contract (src/contract/schema.ts): a field a person would read
 * as empty is read so; an answer that cannot be read costs its section, which says so with a
 * retry, and nothing else on the dashboard.
 */

onTheDay(new Date(2026, 10, 25, 10, 0));

async function openDashboard() {
  await renderApp({ route: '/dashboard', signedInAs: DEMO.manager });
  await screen.findByRole('heading', { level: 1, name: /^Welcome/ }, FIRST_RENDER);
}

const region = (name: string) => screen.findByRole('region', { name }, FIRST_RENDER);

describe('the dashboard, given answers that do not follow the contract', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('reads null fields of a news item as empty and shows the item', async () => {
    const [first, ...rest] = db.newsAndEvents;
    if (!first) throw new Error('no demo news');
    server.use(
      http.get(apiUrl(OPPORTUNITY_PATHS.newsAndEvents), () =>
        HttpResponse.json([{ ...first, location: null, summary: null, link: null, kind: null }, ...rest]),
      ),
    );
    await openDashboard();
    const news = await region('News and events');
    expect(
      await within(news).findByRole('heading', { level: 3, name: first.title.en }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(within(news).queryByRole('alert')).not.toBeInTheDocument();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('shows a wrapped offers list as an error of the offers with a retry, the rest as usual, and the offers once mended', async () => {
    let wrapped = true;
    server.use(
      http.get(apiUrl(OPPORTUNITY_PATHS.offers), () => HttpResponse.json(wrapped ? { items: db.offers } : db.offers)),
    );
    await openDashboard();
    const offers = await region('Benefits for you');
    expect(
      await within(offers).findByText(
        'The benefits could not be loaded. The server sent an unreadable reply. Please try again later.',
        {},
        FIRST_RENDER,
      ),
    ).toBeInTheDocument();
    const news = await region('News and events');
    expect(await within(news).findAllByRole('heading', { level: 3 })).not.toHaveLength(0);
    expect(await screen.findByRole('region', { name: 'What needs doing' })).toBeInTheDocument();
    // Logged once, with the path and the field, never the values.
    expect(console.warn).toHaveBeenCalledWith('The answer to GET /manager/offers does not follow the contract', [
      { field: '(the answer)', expected: 'Array', got: 'object' },
    ]);

    wrapped = false;
    await userEvent.click(within(offers).getByRole('button', { name: 'Try again' }));
    expect(await within(offers).findAllByRole('heading', { level: 3 })).toHaveLength(db.offers.length);
    expect(within(offers).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails a news answer whose day cannot be read, and names the field', async () => {
    const [first, ...rest] = db.newsAndEvents;
    if (!first) throw new Error('no demo news');
    server.use(
      http.get(apiUrl(OPPORTUNITY_PATHS.newsAndEvents), () =>
        HttpResponse.json([...rest, { ...first, date: '25.11.2026' }]),
      ),
    );
    await openDashboard();
    const news = await region('News and events');
    expect(
      await within(news).findByText(
        'News and events could not be loaded. The server sent an unreadable reply. Please try again later.',
        {},
        FIRST_RENDER,
      ),
    ).toBeInTheDocument();
    expect(within(news).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/manager/news-and-events'), [
      { field: `${rest.length}.date`, expected: expect.any(String), got: 'string' },
    ]);
    const offers = await region('Benefits for you');
    expect(await within(offers).findAllByRole('heading', { level: 3 })).toHaveLength(db.offers.length);
  });
});
