// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setVisitSink } from '../../../src/core/guard';
import { attachContainer, liveDomCounts, onRemoved, waitForElement } from '../../../src/core/dom';
import { mount } from '../../../src/ui/mount';

afterEach(() => {
  document.body.innerHTML = '';
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('waitForElement', () => {
  it('resolves at once with an element already present', async () => {
    document.body.innerHTML = '<div class="anchor">here</div>';
    const found = await waitForElement('.anchor', { signal: new AbortController().signal });
    expect(found?.textContent).toBe('here');
  });

  it('resolves when the element appears later, and stops observing', async () => {
    const pending = waitForElement('.late', { signal: new AbortController().signal });
    expect(liveDomCounts().observers).toBe(1);
    const late = document.createElement('p');
    late.className = 'late';
    document.body.append(late);
    expect(await pending).toBe(late);
    expect(liveDomCounts().observers).toBe(0);
  });

  it('looks only under the given root', async () => {
    document.body.innerHTML = '<section id="a"></section><section id="b"></section>';
    const root = document.getElementById('a')!;
    const pending = waitForElement('.x', { signal: new AbortController().signal, root, timeout: 50 });
    document.getElementById('b')!.innerHTML = '<i class="x"></i>';
    expect(await pending).toBeNull();
  });

  it('resolves null when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = waitForElement('.never', { signal: controller.signal });
    controller.abort();
    expect(await pending).toBeNull();
    expect(liveDomCounts().observers).toBe(0);
  });

  it('resolves null for an already aborted signal even if the element exists', async () => {
    document.body.innerHTML = '<div class="anchor"></div>';
    const controller = new AbortController();
    controller.abort();
    expect(await waitForElement('.anchor', { signal: controller.signal })).toBeNull();
  });

  it('resolves null after the timeout', async () => {
    expect(await waitForElement('.never', { signal: new AbortController().signal, timeout: 10 })).toBeNull();
    expect(liveDomCounts().observers).toBe(0);
  });
});

describe('mount', () => {
  it('renders React into the container and unmounts on abort', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const controller = new AbortController();
    mount(<b>hello</b>, container, controller.signal);
    // The first render is a transition: it lands within a few tasks, not synchronously.
    await vi.waitFor(() => expect(container.innerHTML).toBe('<b>hello</b>'));
    expect(liveDomCounts().roots).toBe(1);
    controller.abort();
    expect(container.innerHTML).toBe('');
    expect(liveDomCounts().roots).toBe(0);
  });

  it('does nothing for an aborted signal', () => {
    const controller = new AbortController();
    controller.abort();
    const container = document.createElement('div');
    mount(<b>x</b>, container, controller.signal);
    expect(liveDomCounts().roots).toBe(0);
  });
});

describe('onRemoved', () => {
  it('calls back once when the element leaves the page', async () => {
    document.body.innerHTML = '<div id="wrap"><span id="ours"></span></div>';
    const calls: string[] = [];
    onRemoved(document.getElementById('ours')!, new AbortController().signal, () => calls.push('gone'));
    document.getElementById('wrap')!.innerHTML = '<span>AniList re-rendered</span>';
    await tick();
    document.body.innerHTML = '';
    await tick();
    expect(calls).toEqual(['gone']);
    expect(liveDomCounts().observers).toBe(0);
  });

  it('does not call back for other changes, nor after abort', async () => {
    document.body.innerHTML = '<span id="ours"></span>';
    const controller = new AbortController();
    const calls: string[] = [];
    onRemoved(document.getElementById('ours')!, controller.signal, () => calls.push('gone'));
    document.body.append(document.createElement('p'));
    await tick();
    controller.abort();
    expect(liveDomCounts().observers).toBe(0);
    document.body.innerHTML = '';
    await tick();
    expect(calls).toEqual([]);
  });

  it('reports an element that is already detached', async () => {
    const calls: string[] = [];
    onRemoved(document.createElement('div'), new AbortController().signal, () => calls.push('gone'));
    await tick();
    expect(calls).toEqual(['gone']);
  });
});

describe('attachContainer', () => {
  const panel = (): HTMLElement => {
    const element = document.createElement('div');
    element.id = 'panel';
    return element;
  };

  it('waits for the anchor and appends the container inside it by default', async () => {
    const controller = new AbortController();
    const pending = attachContainer({ anchor: '.content', create: panel, signal: controller.signal });
    document.body.innerHTML = '<div class="content"><div class="apps"></div></div>';
    const container = await pending;
    expect(container?.id).toBe('panel');
    expect(document.querySelector('.content > .apps + #panel')).toBe(container);
    controller.abort();
  });

  it('puts the container where `place` says', async () => {
    document.body.innerHTML = '<main><div class="anchor"></div></main>';
    const controller = new AbortController();
    const container = await attachContainer({
      anchor: '.anchor',
      create: panel,
      place: (anchor, element) => anchor.before(element),
      signal: controller.signal,
    });
    expect(document.querySelector('main')!.firstElementChild).toBe(container);
    controller.abort();
  });

  it('re-inserts the same container when a re-render replaces the anchor, while the visit lasts', async () => {
    document.body.innerHTML = '<div class="content"></div>';
    const controller = new AbortController();
    let made = 0;
    const container = await attachContainer({
      anchor: '.content',
      create: () => {
        made += 1;
        return panel();
      },
      signal: controller.signal,
    });
    // AniList's re-render: the whole column is replaced by a fresh one.
    document.body.innerHTML = '<div class="content fresh"></div>';
    await tick();
    await tick();
    expect(document.querySelector('.content.fresh > #panel')).toBe(container);
    expect(made).toBe(1);

    controller.abort();
    expect(container!.isConnected).toBe(false);
    document.body.innerHTML = '<div class="content again"></div>';
    await tick();
    await tick();
    expect(document.getElementById('panel')).toBeNull();
    expect(liveDomCounts().observers).toBe(0);
  });

  it('resolves null and creates nothing when the anchor never comes or the visit is already over', async () => {
    let made = 0;
    const create = () => {
      made += 1;
      return panel();
    };
    expect(await attachContainer({ anchor: '.never', create, signal: new AbortController().signal, timeout: 10 })).toBeNull();
    const ended = new AbortController();
    ended.abort();
    document.body.innerHTML = '<div class="content"></div>';
    expect(await attachContainer({ anchor: '.content', create, signal: ended.signal })).toBeNull();
    expect(made).toBe(1);
    expect(document.getElementById('panel')).toBeNull();
    expect(liveDomCounts().observers).toBe(0);
  });

  it("sends an error of a later re-attach (a throwing `place`) to the visit's module", async () => {
    document.body.innerHTML = '<div class="content"></div>';
    const controller = new AbortController();
    const errors: unknown[] = [];
    setVisitSink(controller.signal, (error) => errors.push(error));
    let placed = 0;
    await attachContainer({
      anchor: '.content',
      create: panel,
      place: (anchor, element) => {
        placed += 1;
        if (placed > 1) throw new Error('anchor changed shape');
        anchor.append(element);
      },
      signal: controller.signal,
    });
    document.body.innerHTML = '<div class="content"></div>';
    await tick();
    await tick();
    expect(errors.map((error) => (error as Error).message)).toEqual(['anchor changed shape']);
    controller.abort();
  });
});
