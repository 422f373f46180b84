// The text of a browser download. The e2e files share one Chromium over a connection
// (sharedChromium.ts), where Playwright cannot hand out the download's own path: the file is
// saved to a temporary copy and read from there.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download } from 'playwright-core';

export async function downloadText(download: Download): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'automail-download-'));
  try {
    const path = join(dir, 'file');
    await download.saveAs(path);
    return await readFile(path, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
