import { useSyncExternalStore } from 'react';
import { PREVIEW_COLUMNS, behindText, countdownText, episodesBehind, progressText, type PreviewSectionKind } from '../../lib/listPreview';
import { UiStyles } from '../../ui/UiStyles';
import { useSettings } from '../../ui/useSettings';
import type { PreviewCard, PreviewController } from './controller';
import { NATIVE_SIZE_TOGGLE } from './selectors';
import { strings } from './strings';
import { previewCss } from './styles';

const SECTION_TITLES: Record<PreviewSectionKind, string> = { airing: strings.airing, progress: strings.inProgress };

/** A cover as a CSS value: only web addresses, quoted, so no AniList field can add CSS. */
function coverStyle(card: PreviewCard): React.CSSProperties {
  const style: React.CSSProperties = {};
  if (card.cover && /^https?:\/\//.test(card.cover)) style.backgroundImage = `url(${JSON.stringify(card.cover)})`;
  if (card.colour && /^#[0-9a-f]{3,8}$/i.test(card.colour)) style.backgroundColor = card.colour;
  return style;
}

interface CardProps {
  card: PreviewCard;
  column: number;
  elapsed: number;
  progressBar: boolean;
  onPlus: (id: number) => void;
}

function Card({ card, column, elapsed, progressBar, onPlus }: CardProps) {
  const behind = episodesBehind(card.progress, card.nextAiring);
  const completed = card.status === 'COMPLETED';
  // In columns 3–5 the details open to the left, as AniList's own cards do.
  const left = column >= 2 ? ' info-left' : '';
  return (
    <div className={`media-preview-card hohPreviewCard${left}`} data-entry-id={card.id} data-media-id={card.mediaId}>
      <a className="cover" href={card.url} style={coverStyle(card)} aria-label={card.title}>
        {card.nextAiring ? (
          <div className="image-text">
            <div className="countdown">{strings.countdown(card.nextAiring.episode, countdownText(card.nextAiring.timeUntilAiring - elapsed))}</div>
          </div>
        ) : null}
        {behind > 0 ? <div className="behind-accent" /> : null}
      </a>
      {completed ? null : (
        <button type="button" className="plus-progress" aria-label={strings.plusLabel(card.title)} onClick={() => onPlus(card.id)}>
          {card.progress} +
        </button>
      )}
      <div className="content">
        {behind > 0 ? <div className="info-header">{behindText(behind)}</div> : null}
        <a className="title" href={card.url} tabIndex={-1}>{card.title}</a>
        <div className="info hasMeter">
          <div>{progressText(card.progress, card.episodes)}</div>
          {completed ? <div className="hohPreviewCompleted">{strings.completed}</div> : null}
        </div>
      </div>
      {progressBar && card.episodes ? (
        <meter className="hohProgressMeter" min={0} max={card.episodes} value={Math.min(card.progress, card.episodes)} />
      ) : null}
    </div>
  );
}

/**
 * AniList's expand/compress icon sits in the anime block we hide; this one works it, so the
 * preview can still be expanded (and kept right with expandRight) without a manga block.
 */
function SizeToggle() {
  const toggle = () => {
    document.querySelector(NATIVE_SIZE_TOGGLE)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  };
  return (
    <button type="button" className="hohSizeToggle" aria-label={strings.sizeToggle} title={strings.sizeToggle} onClick={toggle}>
      ⤢
    </button>
  );
}

export function ListPreview({ controller }: { controller: PreviewController }) {
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const progressBar = useSettings((settings) => settings.progressBar);
  const onPlus = (id: number) => void controller.plusOne(id);
  return (
    <>
      <UiStyles />
      <style href="automail-list-preview" precedence="default">{previewCss}</style>
      {state.message ? (
        <div className="hohPreviewMessage" role="alert">
          <span className="hohPreviewMessageText">{state.message.text}</span>
          {state.message.hint ? <span className="hohPreviewHint">{state.message.hint}</span> : null}
          <button type="button" className="hoh-ui-button hoh-ui-secondary" onClick={() => controller.dismissMessage()}>{strings.dismiss}</button>
        </div>
      ) : null}
      {state.sections.map((section, index) => (
        <div key={section.kind} className="hohPreviewSection" data-section={section.kind}>
          <div className="section-header">
            <h2>{SECTION_TITLES[section.kind]}</h2>
            {index === 0 ? <SizeToggle /> : null}
          </div>
          <div className="hohPreviewGrid">
            {section.items.map((card, index) => (
              <Card key={card.id} card={card} column={index % PREVIEW_COLUMNS} elapsed={state.elapsed} progressBar={progressBar} onPlus={onPlus} />
            ))}
          </div>
        </div>
      ))}
    </>
  );
}
