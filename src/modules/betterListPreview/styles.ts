/**
 * The preview's look: AniList's in-progress grid (5 columns of 85×115 covers, spec doc 3 §9) in
 * the site's theme variables, with the card details and the +1 button on hover or focus.
 */
import { progressMeterCss } from '../../ui/progressMeter';
export const previewCss = `
#hohListPreview { margin-bottom: 26px; }
#hohListPreview .hohPreviewSection + .hohPreviewSection { margin-top: 20px; }
#hohListPreview .hohSizeToggle {
  padding: 0 4px; border: 0; background: none; cursor: pointer; font: inherit; font-size: 1.5rem; line-height: 1;
  color: rgb(var(--color-text-lighter));
}
#hohListPreview .hohSizeToggle:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
#hohListPreview .hohPreviewGrid {
  display: grid; grid-template-columns: repeat(5, minmax(0, 85px)); justify-content: space-between; gap: 16px 8px;
  padding: 16px; border-radius: 4px; background: rgb(var(--color-foreground));
}
#hohListPreview .hohPreviewCard { position: relative; min-width: 0; }
#hohListPreview .hohPreviewCard > .cover {
  display: block; position: relative; width: 100%; aspect-ratio: 85 / 115; border-radius: 3px; overflow: hidden;
  background-color: rgb(var(--color-foreground-grey-dark)); background-size: cover; background-position: center;
}
#hohListPreview .image-text {
  position: absolute; left: 0; right: 0; bottom: 0; padding: 4px 3px; font-size: 1.05rem; font-weight: 600; line-height: 1.3;
  text-align: center; color: rgb(var(--color-white)); background: rgba(var(--color-overlay, 31, 38, 49), 0.75);
}
#hohListPreview .behind-accent { position: absolute; top: 4px; right: 4px; width: 8px; height: 8px; border-radius: 50%; background: rgb(var(--color-red)); }
#hohListPreview .plus-progress {
  position: absolute; top: 0; left: 0; right: 0; padding: 4px 0; border: 0; border-radius: 3px 3px 0 0; cursor: pointer;
  font: inherit; font-size: 1.2rem; font-weight: 600; color: rgb(var(--color-white)); background: rgba(var(--color-blue), 0.9);
  opacity: 0;
}
#hohListPreview .hohPreviewCard:hover .plus-progress, #hohListPreview .plus-progress:focus-visible { opacity: 1; }
#hohListPreview .plus-progress:focus-visible, #hohListPreview .cover:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
#hohListPreview .hohPreviewCard > .content {
  display: none; position: absolute; z-index: 20; top: 0; left: calc(100% + 8px); width: 190px; padding: 10px 12px;
  border-radius: 4px; font-size: 1.2rem; color: rgb(var(--color-text)); background: rgb(var(--color-foreground));
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.25);
}
#hohListPreview .hohPreviewCard.info-left > .content { left: auto; right: calc(100% + 8px); }
#hohListPreview .hohPreviewCard:hover > .content, #hohListPreview .hohPreviewCard:focus-within > .content { display: block; }
#hohListPreview .content .title { display: block; margin-bottom: 6px; font-weight: 600; color: rgb(var(--color-text-bright, var(--color-text))); }
#hohListPreview .content .info-header { margin-bottom: 4px; font-weight: 600; color: rgb(var(--color-red)); }
#hohListPreview .content .info { color: rgb(var(--color-text-light, var(--color-text))); }
${progressMeterCss('#hohListPreview')}
#hohListPreview .hohPreviewMessage {
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; margin-bottom: 10px; padding: 8px 12px; border-radius: 4px;
  font-size: 1.3rem; color: rgb(var(--color-red)); background: rgb(var(--color-foreground));
}
#hohListPreview .hohPreviewMessage .hohPreviewHint { color: rgb(var(--color-text-lighter)); }
#hohListPreview .hohPreviewDismiss {
  margin-left: auto; padding: 5px 10px; border: 0; border-radius: 4px; cursor: pointer; font: inherit; font-size: 1.2rem;
  color: rgb(var(--color-text)); background: rgb(var(--color-background));
}
#hohListPreview .hohPreviewDismiss:focus-visible { outline: 2px solid rgb(var(--color-blue)); outline-offset: 2px; }
@media (max-width: 760px) {
  #hohListPreview .hohPreviewGrid { gap: 10px 6px; padding: 10px; }
  #hohListPreview .hohPreviewCard > .content { width: 150px; }
}
`;
