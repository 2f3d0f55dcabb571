import { addDays, format, subDays } from 'date-fns';

import { NEWS_KIND, type NewsItem, type Offer } from '../../src/contract/opportunities';

/**
 * The dashboard's offers and news and events (docs/decisions/018-demo-data.md), the same for every manager, built
 * from `now`: three offers, three news items and two events still to come.
 */

const t = (de: string, en: string) => ({ de, en });
const day = (date: Date) => format(date, 'yyyy-MM-dd');
const NO_PLACE = t('', '');

export function buildDemoOffers(now: Date): Offer[] {
  return [
    {
      id: 'offer-d-and-o-insurance',
      title: t('Vergünstigte D&O-Versicherung für Interim-Manager', 'Discounted D&O insurance for interim managers'),
      description: t(
        '<p>Über unseren Rahmenvertrag sichern Sie Ihre Organmandate zu <strong>deutlich günstigeren Beiträgen</strong> ab.</p><ul><li>Deckung bis 5 Mio. €</li><li>Nachhaftung von zehn Jahren</li></ul>',
        '<p>Our framework agreement lets you insure your board mandates at <strong>much lower premiums</strong>.</p><ul><li>Cover up to €5 million</li><li>Ten years of run-off cover</li></ul>',
      ),
      link: 'https://www.example.com/angebote/d-und-o',
      validUntil: day(addDays(now, 90)),
    },
    {
      id: 'offer-coaching',
      title: t('Executive Coaching: die ersten 100 Tage', 'Executive coaching: the first 100 days'),
      description: t(
        '<p>Drei Sitzungen mit einem erfahrenen Coach, die Sie in einem neuen Mandat begleiten.</p>',
        '<p>Three sessions with an experienced coach to support you in a new assignment.</p>',
      ),
      link: 'https://www.example.com/angebote/coaching',
      validUntil: '',
    },
    {
      id: 'offer-workspace',
      title: t('Coworking-Plätze in zwölf Städten', 'Co-working desks in twelve cities'),
      description: t(
        '<p>Arbeiten Sie zwischen zwei Terminen in ruhiger Umgebung: zehn Tage im Jahr sind für Sie kostenfrei.</p>',
        '<p>Work in peace between two meetings: ten days a year are free of charge for you.</p>',
      ),
      link: '',
      validUntil: day(addDays(now, 30)),
    },
  ];
}

export function buildDemoNewsAndEvents(now: Date): NewsItem[] {
  return [
    {
      id: 'news-market-report',
      kind: NEWS_KIND.NEWS,
      title: t(
        'Interim-Markt: Nachfrage nach Finanzexperten steigt weiter',
        'Interim market: demand for finance experts keeps rising',
      ),
      summary: t(
        '<p>Unsere Auswertung des letzten Quartals zeigt: Jedes dritte Mandat betrifft den Finanzbereich.</p>',
        '<p>Our review of the last quarter shows that one assignment in three is in finance.</p>',
      ),
      date: day(subDays(now, 4)),
      location: NO_PLACE,
      link: 'https://www.example.com/news/marktbericht',
    },
    {
      id: 'news-portal-time-tracking',
      kind: NEWS_KIND.NEWS,
      title: t(
        'Neu im Portal: Zeiterfassung direkt im Kalender',
        'New in the portal: time tracking right in the calendar',
      ),
      summary: t(
        '<p>Sie können Ihre Tätigkeiten jetzt direkt im Monatskalender erfassen.</p><ul><li>Fehlende Tage auf einen Blick</li><li>Tätigkeitsbericht als PDF</li></ul>',
        '<p>You can now log your activities right in the month calendar.</p><ul><li>Missing days at a glance</li><li>Activity report as a PDF</li></ul>',
      ),
      date: day(subDays(now, 12)),
      location: NO_PLACE,
      link: '',
    },
    {
      id: 'news-welcome-team',
      kind: NEWS_KIND.NEWS,
      title: t('Verstärkung für unser Team in München', 'Our Munich team is growing'),
      summary: t(
        '<p>Zwei neue Kolleginnen betreuen ab sofort Mandate in Süddeutschland und Österreich.</p>',
        '<p>Two new colleagues now look after assignments in southern Germany and Austria.</p>',
      ),
      date: day(subDays(now, 30)),
      location: NO_PLACE,
      link: '',
    },
    {
      id: 'event-round-table-munich',
      kind: NEWS_KIND.EVENT,
      title: t('Interim-Stammtisch München', 'Interim managers’ get-together, Munich'),
      summary: t(
        '<p>Austausch unter Kolleginnen und Kollegen bei einem Abendessen. Um Anmeldung wird gebeten.</p>',
        '<p>Meet fellow interim managers over dinner. Please register.</p>',
      ),
      date: day(addDays(now, 9)),
      location: t('München, Altstadt', 'Munich, old town'),
      link: 'https://www.example.com/events/stammtisch-muenchen',
    },
    {
      id: 'event-restructuring-forum',
      kind: NEWS_KIND.EVENT,
      title: t('Forum Restrukturierung', 'Restructuring Forum'),
      summary: t(
        '<p>Vorträge und Diskussionen zu Eigenverwaltung, StaRUG und Finanzierung in der Krise.</p>',
        '<p>Talks and panels on debtor-in-possession proceedings, the StaRUG framework and crisis financing.</p>',
      ),
      date: day(addDays(now, 38)),
      location: t('Frankfurt am Main', 'Frankfurt am Main'),
      link: 'https://www.example.com/events/forum-restrukturierung',
    },
  ];
}
