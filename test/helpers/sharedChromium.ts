/**
 * The e2e project's global set-up: one Chromium (images off, the harness's default) for the whole
 * run, which every file's harness connects to and then opens its own contexts in (storage,
 * cookies and routes are per context, so files never see each other's). Launching Chromium was
 * a few seconds of a busy two-core machine for each of the ninety-odd harnesses; connecting is a
 * fraction of that. A file's harness that wants images on still launches its own.
 */
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, chromiumArgs } from '../../sim/browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the shared Chromium's endpoint for `chromium.connect` */
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server: BrowserServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs(false) });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
  };
}
