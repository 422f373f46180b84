/**
 * A small fixed notice at the bottom of the page, for what the runtime must tell the user once
 * (AniList's API is down, the sign-in must be renewed). Plain DOM, no React: it shows on any
 * page, including those where React is never loaded. Sized in rem like AniList's own text and
 * coloured with AniList's theme variables, so it follows the three themes.
 */
import { putStyle } from './styles';
import { element } from './element';

export interface NoticeAction {
  label: string;
  run(): void;
}

export interface NoticeOptions {
  /** One notice per id: showing an id again replaces its text (and action). */
  id: string;
  text: string;
  action?: NoticeAction;
  /** The user closed it. */
  onClose?(): void;
}

export interface Notice {
  readonly element: HTMLElement;
  setText(text: string): void;
  /** Takes it off the page (no onClose: that is for the user's close). */
  remove(): void;
}

export const NOTICE_AREA_ID = 'hohNotices';
const STYLE_ID = 'hohNoticeStyles';

const css = `
#${NOTICE_AREA_ID} {
  position: fixed; z-index: 10000; left: 50%; bottom: 2rem; transform: translateX(-50%);
  display: flex; flex-direction: column; gap: 1rem; width: max-content; max-width: min(64rem, calc(100vw - 2rem));
}
.hoh-notice {
  display: flex; align-items: center; gap: 1.2rem; box-sizing: border-box; padding: 1rem 1.2rem 1rem 1.6rem;
  font-size: 1.4rem; line-height: 1.4; border-radius: 0.4rem; border-left: 0.4rem solid rgb(var(--color-blue));
  color: rgb(var(--color-text)); background: rgb(var(--color-foreground));
  box-shadow: 0 0.4rem 1.6rem rgba(0, 0, 0, 0.25);
}
.hoh-notice-text { margin: 0; flex: 1; }
.hoh-notice-action {
  flex: none; font: inherit; font-size: 1.3rem; padding: 0.6rem 1.2rem; border: 0; border-radius: 0.4rem; cursor: pointer;
  color: rgb(var(--color-white)); background: rgb(var(--color-blue));
}
.hoh-notice-close {
  flex: none; font: inherit; font-size: 1.8rem; line-height: 1; padding: 0.2rem 0.6rem; border: 0; cursor: pointer;
  color: rgb(var(--color-text-lighter)); background: none;
}
.hoh-notice-action:focus-visible, .hoh-notice-close:focus-visible { outline: 0.2rem solid rgb(var(--color-blue)); outline-offset: 0.2rem; }
`;

function area(doc: Document): HTMLElement {
  if (!doc.getElementById(STYLE_ID)) putStyle(STYLE_ID, css, doc);
  let container = doc.getElementById(NOTICE_AREA_ID);
  if (!container) {
    container = element('div', { id: NOTICE_AREA_ID }, [], doc);
    doc.body.append(container);
  }
  return container;
}

function button(doc: Document, className: string, label: string, onClick: () => void): HTMLButtonElement {
  const made = element('button', { type: 'button', className, text: label }, [], doc);
  made.addEventListener('click', onClick);
  return made;
}

/** Shows a notice (or updates the one with the same id) and returns its handle. */
export function showNotice(options: NoticeOptions, doc: Document = document): Notice {
  const container = area(doc);
  for (const old of container.children) {
    if (old instanceof HTMLElement && old.dataset.notice === options.id) old.remove();
  }
  const text = element('p', { className: 'hoh-notice-text', text: options.text }, [], doc);
  // role=status: announced by screen readers without taking the focus away from what the user is doing.
  const notice = element('div', { className: 'hoh-notice', dataset: { notice: options.id }, attrs: { role: 'status' } }, [text], doc);
  const remove = () => {
    notice.remove();
    if (container.childElementCount === 0) container.remove();
  };
  if (options.action) {
    const { run } = options.action;
    notice.append(button(doc, 'hoh-notice-action', options.action.label, () => run()));
  }
  const close = button(doc, 'hoh-notice-close', '×', () => {
    remove();
    options.onClose?.();
  });
  close.setAttribute('aria-label', 'Close');
  notice.append(close);
  container.append(notice);
  return {
    element: notice,
    setText: (next) => {
      text.textContent = next;
    },
    remove,
  };
}
