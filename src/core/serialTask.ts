/**
 * A job that runs one at a time: called while it runs, it runs once more when done (however
 * often it was called meanwhile), so the page's latest state is always handled and never twice
 * at once.
 */
export function serialTask(job: () => Promise<void>, signal: AbortSignal): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    try {
      do {
        again = false;
        await job();
      } while (again && !signal.aborted);
    } finally {
      running = null;
    }
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}
