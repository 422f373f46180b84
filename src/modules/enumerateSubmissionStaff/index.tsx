import { waitForElement } from '../../core/dom';
import { element } from '../../core/element';
import { defineModule } from '../../core/module';
import { manifest } from './manifest';
import { repeatNumbers } from './numbering';
import { PAGE_CONTENT, STAFF_IMAGE_LINK, STAFF_ROWS } from './selectors';

export const NUMBER_CLASS = 'hohEnumerateStaff';

/**
 * Numbers the repeated staff rows of submission and edit forms (spec doc 3, /edit…): when a
 * person is credited in several rows, a `span.hohEnumerateStaff` before each of their image
 * links says which of their rows it is. Rows added or removed while editing are renumbered.
 */
export default defineModule({
  ...manifest,
  async run(ctx) {
    const { signal } = ctx;
    if (!(await waitForElement(STAFF_IMAGE_LINK, { signal }))) return;
    const spans = new Map<Element, HTMLSpanElement>();
    const number = () => {
      const links = [...document.querySelectorAll(STAFF_IMAGE_LINK)];
      const numbers = repeatNumbers(links.map((link) => link.getAttribute('href') ?? ''));
      const kept = new Set<Element>();
      links.forEach((link, index) => {
        const place = numbers[index];
        if (place === null) return;
        kept.add(link);
        let span = spans.get(link);
        if (!span) {
          span = element('span', { className: NUMBER_CLASS, style: 'margin-right: 4px; font-weight: 600; color: rgb(var(--color-blue));' });
          spans.set(link, span);
        }
        if (span.textContent !== String(place)) span.textContent = String(place);
        if (link.previousSibling !== span) link.before(span);
      });
      for (const [link, span] of spans) {
        if (kept.has(link)) continue;
        span.remove();
        spans.delete(link);
      }
    };
    number();
    const form = document.querySelector(STAFF_IMAGE_LINK)?.closest(`${STAFF_ROWS}, form`) ?? document.querySelector(PAGE_CONTENT) ?? document.body;
    // Our own span insertions change nothing on a second pass, so the observer settles.
    ctx.observe(form, { childList: true, subtree: true, attributes: true, attributeFilter: ['href'] }, number);
    signal.addEventListener('abort', () => {
      for (const span of spans.values()) span.remove();
      spans.clear();
    }, { once: true });
  },
});
