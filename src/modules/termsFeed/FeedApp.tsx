/** The terms feed: the switch back to the policy, the rate, the composer, filters, paging, entries. */
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { UiStyles } from '../../ui/UiStyles';
import type { TitleLanguage } from '../../lib/titles';
import { ActivityItem } from './ActivityItem';
import { Composer } from './Composer';
import type { FeedController, FeedState } from './controller';
import { FilterBar } from './FilterBar';
import { ReviewItem } from './ReviewItem';
import { strings } from './strings';
import { ThreadItem } from './ThreadItem';

/** The frame both the feed and the signed-out message share: the policy switch on top. */
export function FeedFrame({ onPolicy, children }: { onPolicy(show: boolean): void; children: ReactNode }) {
  const [policy, setPolicy] = useState(false);
  return (
    <div className="hohTermsFeed">
      <UiStyles />
      <div className="hohFeedTop">
        <button
          type="button"
          className="hoh-ui-button hoh-ui-secondary hohFeedPolicy"
          onClick={() => {
            setPolicy(!policy);
            onPolicy(!policy);
          }}
        >
          {policy ? strings.viewFeed : strings.viewPrivacyPolicy}
        </button>
      </div>
      <div className="hohFeedBody" hidden={policy}>
        {children}
      </div>
    </div>
  );
}

function Paging({ controller, state }: { controller: FeedController; state: FeedState }) {
  return (
    <nav className="hohFeedPaging" aria-label="Pages">
      <button type="button" className="hoh-ui-button hoh-ui-secondary hohFeedBack" onClick={() => void controller.back()}>
        {state.page === 1 ? strings.refresh : strings.previous}
      </button>
      <span className="hohFeedPage">{strings.page(state.page)}</span>
      <button type="button" className="hoh-ui-button hoh-ui-secondary hohFeedNext" disabled={!state.hasNextPage} onClick={() => void controller.next()}>
        {strings.next}
      </button>
    </nav>
  );
}

function Entries({ controller, state, noImages, titleLanguage }: { controller: FeedController; state: FeedState; noImages: boolean; titleLanguage: TitleLanguage }) {
  if (state.load === 'loading') return <p className="hoh-ui-hint hohFeedLoading">{strings.loading}</p>;
  if (state.load === 'failed') return <p className="hoh-ui-error hohFeedError" role="alert">{strings.failedToLoad}</p>;
  if (state.load === 'userNotFound') return <p className="hoh-ui-error hohFeedError" role="alert">{strings.notFound}</p>;
  if (state.entries.length === 0) return <p className="hoh-ui-hint">{strings.empty}</p>;
  return (
    <ul className="hohFeedList">
      {state.entries.map((entry) => {
        switch (entry.kind) {
          case 'activity':
            return (
              <ActivityItem key={entry.key} controller={controller} activity={entry.activity} dimmed={entry.dimmed}
                own={controller.isOwn(entry.activity)} noImages={noImages} titleLanguage={titleLanguage} />
            );
          case 'thread':
            return <ThreadItem key={entry.key} controller={controller} thread={entry.thread} noImages={noImages} />;
          case 'review':
            return <ReviewItem key={entry.key} review={entry.review} noImages={noImages} titleLanguage={titleLanguage} />;
        }
      })}
    </ul>
  );
}

export function FeedApp({ controller, noImages, titleLanguage }: { controller: FeedController; noImages: boolean; titleLanguage: TitleLanguage }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return (
    <>
      <p className="hoh-ui-hint hohFeedRate">{state.rate ?? strings.loading}</p>
      <Composer controller={controller} state={state} />
      <FilterBar controller={controller} state={state} titleLanguage={titleLanguage} />
      <Paging controller={controller} state={state} />
      <Entries controller={controller} state={state} noImages={noImages} titleLanguage={titleLanguage} />
    </>
  );
}

/** Without the script's sign-in (spec doc 3 §6): the message and a way to sign in. */
export function SignedOut({ signInUrl }: { signInUrl: string }) {
  return (
    <p className="hohFeedSignedOut">
      {strings.needsSignIn}{' '}
      <a className="hohFeedSignIn" href={signInUrl}>{strings.signIn}</a>
    </p>
  );
}
