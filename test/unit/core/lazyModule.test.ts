import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineFeature } from '../../../src/core/feature';
import { lazyModule, setEntryLoader } from '../../../src/core/lazyModule';
import type { ModuleContext, ModuleDefinition } from '../../../src/core/module';
import { pages } from '../../../src/core/pages';

const context = (user: string | null, owner: string): ModuleContext =>
  ({ page: 'user', params: { user: owner }, user: user ? { name: user } : null, signal: new AbortController().signal }) as unknown as ModuleContext;

afterEach(() => setEntryLoader(null));

describe('lazyModule', () => {
  it("loads the code only when the manifest's skip does not rule the visit out", async () => {
    const run = vi.fn();
    const loader = vi.fn(async (): Promise<{ default: ModuleDefinition }> => ({ default: { id: 'x', pages: [pages.user], needs: 'none', run } }));
    setEntryLoader(loader);
    const module = lazyModule(defineFeature({ id: 'x', pages: [pages.user], needs: 'none', skip: (ctx) => !ctx.user || ctx.user.name === ctx.params.user }));
    expect('skip' in module).toBe(false);
    await module.run(context(null, 'Aoi'));
    await module.run(context('Aoi', 'Aoi'));
    expect(loader).not.toHaveBeenCalled();
    await module.run(context('Demo', 'Aoi'));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
