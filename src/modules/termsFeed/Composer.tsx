/** Writing a status post, or editing one's own (spec doc 3 §4): Publish, and Cancel while editing. */
import { useId } from 'react';
import type { FeedController, FeedState } from './controller';
import { strings } from './strings';

export function Composer({ controller, state }: { controller: FeedController; state: FeedState }) {
  const id = useId();
  const editing = state.editingId !== null;
  return (
    <form
      className="hohFeedComposer"
      onSubmit={(event) => {
        event.preventDefault();
        void controller.publish();
      }}
    >
      <label htmlFor={id} className={editing ? 'hohFeedEditing' : 'hohFeedHidden'}>{editing ? strings.editing : strings.composerLabel}</label>
      <textarea
        id={id}
        className="hoh-ui-input hohFeedComposerInput"
        data-activity-id={state.editingId ?? undefined}
        placeholder={strings.composerLabel}
        rows={3}
        value={state.composerText}
        onChange={(event) => controller.setComposerText(event.currentTarget.value)}
      />
      <div className="hohFeedComposerActions">
        <button type="submit" className="hoh-ui-button hohFeedPublish" disabled={state.composerBusy}>{strings.publish}</button>
        {editing || state.composerText !== '' ? (
          <button type="button" className="hoh-ui-button hoh-ui-secondary hohFeedCancel" onClick={() => controller.cancelEdit()}>{strings.cancel}</button>
        ) : null}
      </div>
      {state.composerError ? <p className="hoh-ui-error" role="alert">{state.composerError}</p> : null}
    </form>
  );
}
