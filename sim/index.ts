// The simulator's entry point for tests, benches and `npm start`.

import { startServer, type Simulator, type SimulatorOptions } from './server.ts';
import { handlePageRequest } from './pages/index.ts';

export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  return startServer({ ...options, pageHandler: options.pageHandler ?? handlePageRequest });
}

export type { Simulator, SimulatorOptions, WorldSource, PageHandler } from './server.ts';
export type { LoggedRequest } from './api/log.ts';
export type * from './world/types.ts';
export { generateWorld, generateFixture, DEFAULT_SEED, HOARDER_ANIME } from './world/generate.ts';
export { NOTABLE_USERS, DEMO_TOKEN } from './world/generateUsers.ts';
export { loadFixture, readFixture } from './world/fixture.ts';
export { createWorld } from './world/world.ts';
export { executeGraphql } from './api/execute.ts';
export { anilistSchema } from './api/schema.ts';
export { DEFAULT_RATE_LIMIT, DEFAULT_RATE_WINDOW_MS } from './api/rateLimit.ts';
export { API_DISABLED_MESSAGE, apiDisabledBody, type OutageKind, type OutageSpec, type OutageStatus } from './api/outage.ts';
export { OUTAGE_PATH } from './server.ts';
