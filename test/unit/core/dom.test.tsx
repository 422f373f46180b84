// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { liveDomCounts, mount, onRemoved, waitFor } from '../../../src/core/dom';

afterEach(() => {
  document.body.innerHTML = '';
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('waitFor', () => {
  it('resolves at once with an element already present', async () => {
    document.body.innerHTML = '<div class="anchor">here</div>';
    const found = await waitFor('.anchor', { signal: new AbortController().signal });
    expect(found?.textContent).toBe('here');
  });

  it('resolves when the element appears later, and stops observing', async () => {
    const pending = waitFor('.late', { signal: new AbortController().signal });
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
    const pending = waitFor('.x', { signal: new AbortController().signal, root, timeout: 50 });
    document.getElementById('b')!.innerHTML = '<i class="x"></i>';
    expect(await pending).toBeNull();
  });

  it('resolves null when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = waitFor('.never', { signal: controller.signal });
    controller.abort();
    expect(await pending).toBeNull();
    expect(liveDomCounts().observers).toBe(0);
  });

  it('resolves null for an already aborted signal even if the element exists', async () => {
    document.body.innerHTML = '<div class="anchor"></div>';
    const controller = new AbortController();
    controller.abort();
    expect(await waitFor('.anchor', { signal: controller.signal })).toBeNull();
  });

  it('resolves null after the timeout', async () => {
    expect(await waitFor('.never', { signal: new AbortController().signal, timeout: 10 })).toBeNull();
    expect(liveDomCounts().observers).toBe(0);
  });
});

describe('mount', () => {
  it('renders React into the container and unmounts on abort', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const controller = new AbortController();
    mount(<b>hello</b>, container, controller.signal);
    await tick();
    expect(container.innerHTML).toBe('<b>hello</b>');
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
