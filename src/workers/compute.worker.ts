// The compute worker: exposes the one api object; nothing else lives here.
import { expose, type Endpoint } from 'comlink';
import { computeApi } from './session/api';

/* Explicit `self`: comlink's default endpoint is globalThis, which is wrong under @vitest/web-worker (toolchain.md pitfall 7) and the same object in a real worker. */
expose(computeApi, self as unknown as Endpoint);
