import type { Action } from '@reduxjs/toolkit';
import { eventChannel } from 'redux-saga';
import { fork, put, select, take, takeEvery } from 'redux-saga/effects';

import { onFeatureRegistered } from '../lazyFeatures';
import { sessionEnded, sessionStarted } from '../session/session.events';
import { selectUserId } from '../session/session.selectors';
import { submissionIdOf, submissionSettled } from '../submission/submission';
import { openTabChannel, type TabChannel } from './tabChannel';
import type { SaveAnnouncement, TabNews } from './tabs.news';
import { tabsActions } from './tabs.slice';

/**
 * Tells the other windows of each save that succeeded here. The saves stay as they are: a feature names its
 * submitted events and their news when it registers (LazyFeature.announces), and this pairs each submitted
 * event with the submission's settled outcome (core/submission).
 */
function* announceSaves(channel: TabChannel, announcements: Map<string, SaveAnnouncement>) {
  const submitted = new Map<string, Action>();
  yield takeEvery(
    (action: unknown) => submissionIdOf(action) !== null && announcements.has((action as Action).type),
    (action: Action) => {
      submitted.set(submissionIdOf(action) as string, action);
    },
  );
  yield takeEvery(submissionSettled, ({ payload: { id, outcome } }: ReturnType<typeof submissionSettled>) => {
    const action = submitted.get(id);
    submitted.delete(id);
    if (!action || !outcome.ok) return;
    const news = announcements.get(action.type)?.news(action, outcome.data);
    if (news) channel.post(news);
  });
}

/**
 * The windows of one browser agree on what was saved (docs/decisions/008-tabs-agree.md): saves here go out
 * on the tab channel, news from another window of the same user comes in as `tabs/otherWindowSaved`, on
 * which each owner of the data reloads what this window has loaded of it.
 */
export function* tabNewsSaga() {
  let userId: string | null = yield select(selectUserId);
  const announcements = new Map<string, SaveAnnouncement>();
  const stopListening = onFeatureRegistered((feature) =>
    feature.announces?.forEach((announcement) => announcements.set(announcement.type, announcement)),
  );
  let hear: (news: TabNews) => void = () => undefined;
  const channel = openTabChannel({ userId: () => userId, onNews: (news) => hear(news) });
  const heard = eventChannel<TabNews>((emit) => {
    hear = emit;
    return () => {
      hear = () => undefined;
    };
  });
  try {
    yield takeEvery(sessionStarted, (action: ReturnType<typeof sessionStarted>) => {
      userId = action.payload.userId;
    });
    yield takeEvery(sessionEnded, () => {
      userId = null;
    });
    yield fork(announceSaves, channel, announcements);
    while (true) {
      const news: TabNews = yield take(heard);
      yield put(tabsActions.otherWindowSaved(news));
    }
  } finally {
    heard.close();
    channel.close();
    stopListening();
  }
}
