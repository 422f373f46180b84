// The build the end-to-end tests use is the simulator's (sim/build.ts), shared with `npm start`, so
// both go through one lock. Re-exported here for the tests that import it from the helpers.
export { BUILT_SCRIPT_PATH, ensureBuilt, isBuildStale } from '../../sim/build.ts';
