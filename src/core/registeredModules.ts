/**
 * Ids of the registered modules (src/modules/registry.ts), announced by the router that runs
 * them. Core never imports a module, and the settings page must not import the registry that
 * lists it, so this is how the page learns which switches have a module behind them.
 */
let registered: ReadonlySet<string> = new Set();

export function announceRegisteredModules(ids: Iterable<string>): void {
  registered = new Set(ids);
}

export function registeredModuleIds(): ReadonlySet<string> {
  return registered;
}
