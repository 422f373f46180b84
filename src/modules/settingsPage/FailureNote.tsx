import { useCallback, useSyncExternalStore } from 'react';
import { latestFailure, subscribeFailures } from '../../core/failures';
import { strings } from './strings';

/** Says, next to a module's switch, that the module failed on this page load and why. */
export function FailureNote({ moduleId }: { moduleId: string }) {
  const failure = useSyncExternalStore(subscribeFailures, useCallback(() => latestFailure(moduleId), [moduleId]));
  if (!failure) return null;
  return (
    <p className="hoh-ui-error" data-failed-module={moduleId}>
      {strings.failedThisLoad(failure.message)}
    </p>
  );
}
