/**
 * The social tab's activity feed (spec doc 3 §4 "Social feed"): 'Has Replies' and 'Following'
 * checkboxes above AniList's feed. With neither checked AniList's own feed shows; with either,
 * the module's feed replaces it (newest first, 25 a page) with Load More while pages remain. An
 * answer to an older choice of filters is dropped. The block list rules apply to what is drawn.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SocialFeedActivity } from '../../api/queries/socialTab';
import { blockedByList } from '../../lib/feedFilter';
import type { TitleLanguage } from '../../lib/titles';
import { readBlockList, BLOCK_LIST_KEY } from '../../core/settings/stores';
import { ActivityCard } from './ActivityCard';
import { feedPage, type FeedFilters } from './api';
import { activityFacts } from './feedFacts';
import { strings } from './strings';

export interface SocialFeedProps {
  mediaId: number;
  signedIn: boolean;
  language: TitleLanguage;
  signal: AbortSignal;
  /** Hides AniList's feed while the module's shows (a class on the page, removed on abort). */
  onReplace(replaced: boolean): void;
}

interface Loaded {
  activities: SocialFeedActivity[];
  page: number;
  lastPage: number;
}

export function SocialFeed({ mediaId, signedIn, language, signal, onReplace }: SocialFeedProps) {
  const [filters, setFilters] = useState<FeedFilters>({ hasReplies: false, following: false });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [rules, setRules] = useState(() => readBlockList());
  const latest = useRef(0);
  const replacing = filters.hasReplies || filters.following;

  const load = useCallback(async (wanted: FeedFilters, page: number, before: SocialFeedActivity[]) => {
    const ticket = ++latest.current;
    setLoading(true);
    setFailed(false);
    const result = await feedPage(mediaId, page, wanted, signal);
    if (ticket !== latest.current || !result) return; // a newer choice is on its way, or the visit ended
    setLoading(false);
    if (!result.ok) {
      setFailed(true);
      return;
    }
    setLoaded({ activities: [...before, ...result.activities], page, lastPage: result.lastPage });
  }, [mediaId, signal]);

  useEffect(() => {
    onReplace(replacing);
    if (!replacing) {
      latest.current += 1; // forget any answer on its way
      setLoaded(null);
      setLoading(false);
      setFailed(false);
      return;
    }
    setLoaded(null);
    void load(filters, 1, []);
  }, [filters, replacing, load, onReplace]);

  // Rules edited on the settings page in another tab arrive as storage events.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === BLOCK_LIST_KEY) setRules(readBlockList());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (!signedIn) {
    return (
      <div className="hohSocialFeedControls">
        <label><input type="checkbox" disabled /> {strings.hasReplies}</label>
        <label><input type="checkbox" disabled /> {strings.following}</label>
        <p className="hohSocialSignIn">{strings.signIn}</p>
      </div>
    );
  }

  const shown = loaded?.activities.filter((activity) => !blockedByList(rules, activityFacts(activity))) ?? [];
  const more = loaded !== null && loaded.page < loaded.lastPage;
  return (
    <>
      <div className="hohSocialFeedControls" role="group" aria-label={strings.feedControls}>
        <label>
          <input type="checkbox" checked={filters.hasReplies} onChange={(event) => setFilters({ ...filters, hasReplies: event.currentTarget.checked })} /> {strings.hasReplies}
        </label>
        <label>
          <input type="checkbox" checked={filters.following} onChange={(event) => setFilters({ ...filters, following: event.currentTarget.checked })} /> {strings.following}
        </label>
      </div>
      {replacing && (
        <div className="hohSocialFeedBody" aria-busy={loading}>
          <h2 className="hohSocialFeedHeading">{strings.heading}</h2>
          <div className="hohSocialFeedEntries">
            {shown.map((activity) => <ActivityCard key={activity.id} activity={activity} language={language} />)}
          </div>
          {loaded && shown.length === 0 && !loading && !failed && <p className="hohSocialFeedNote">{strings.empty}</p>}
          {failed && <p className="hohSocialFeedNote hohSocialFeedError" role="alert">{strings.failed}</p>}
          {loading && <p className="hohSocialFeedNote" role="status">{strings.loading}</p>}
          {more && !loading && (
            <button type="button" className="load-more hohSocialLoadMore" onClick={() => void load(filters, loaded.page + 1, loaded.activities)}>
              {strings.loadMore}
            </button>
          )}
        </div>
      )}
    </>
  );
}
