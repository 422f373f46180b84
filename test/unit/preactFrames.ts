// Preact runs a component's effects after the next frame: a requestAnimationFrame raced with a
// 100 ms Node timer. In a jsdom file that timer can fire after vitest has torn the window down,
// and its call to cancelAnimationFrame (no longer defined) is an unhandled error that fails the
// whole run though every test passed (CI of a956bbe, comparePage). jsdom's own frame callbacks
// die with its window, so effects are scheduled on them alone. Files without a window (most)
// do not load preact here.
if (typeof window !== 'undefined' && typeof window.requestAnimationFrame === 'function') {
  const { options } = await import('preact');
  options.requestAnimationFrame = (flush) => {
    window.requestAnimationFrame(() => flush());
  };
}

export {};
