/**
 * 'youtubeFullscreen': AniList puts YouTube's player into rendered markdown as an iframe inside
 * `span.youtube` without `allowfullscreen`, so its fullscreen button does nothing. This adds the
 * attribute to every such player as it appears. A frame's permissions are fixed when it loads, so
 * a player that already loaded is loaded again once (before anyone can have pressed play: players
 * are changed as they appear). Switched off or on leaving the page, the attribute goes again.
 * Not an embed of the script's own, so safe-for-work mode (which suppresses media embeds, spec
 * doc 3 §6) leaves it alone.
 */
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { PLAYER } from './selectors';

export default defineModule({
  ...manifest,
  run(ctx) {
    const changed = new Set<HTMLIFrameElement>();
    ctx.signal.addEventListener('abort', () => {
      for (const frame of changed) frame.removeAttribute('allowfullscreen');
      changed.clear();
    }, { once: true });

    // In a task of its own: a load begun in the same task as the attribute change misses it.
    const reload = (frame: HTMLIFrameElement) => ctx.setTimeout(() => {
      const address = frame.getAttribute('src');
      if (address && frame.isConnected && frame.hasAttribute('allowfullscreen')) frame.contentWindow?.location.replace(address);
    }, 0);

    const allow = () => {
      for (const frame of document.querySelectorAll<HTMLIFrameElement>(PLAYER)) {
        if (frame.hasAttribute('allowfullscreen')) continue;
        frame.setAttribute('allowfullscreen', '');
        changed.add(frame);
        // A frame still on its first blank document is mid-way to the player: Chromium keeps the
        // old permission for that load, so the player is loaded again after it. `replace`, so the
        // frame adds no step to the tab's history.
        if (frame.contentDocument) ctx.listen(frame, 'load', () => reload(frame), { once: true });
        else reload(frame);
      }
      for (const frame of changed) if (!frame.isConnected) changed.delete(frame);
    };
    allow();
    ctx.observe(document.body, { childList: true, subtree: true }, allow);
  },
});
