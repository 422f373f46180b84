// `npm start`: build the userscript, then serve the simulated AniList with the script running
// inside its pages, so a newcomer can try every module in any browser without an account.
import { ensureBuilt } from './build.ts';
import { startSimulator } from './index.ts';

/** The same locked build the tests use, so `npm start` during a test run cannot clash with it. */
async function build(): Promise<string> {
  try {
    return await ensureBuilt();
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    console.error(output.stdout ?? '', output.stderr ?? '');
    console.error('The userscript did not build; fix the errors above and run `npm start` again.');
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const demoScript = await build();
  const port = Number(process.env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  const sim = await startSimulator({ host: '127.0.0.1', port, demoScript });
  const demo = sim.world.demoUser.name;
  console.log(`\nAutomail demo on a simulated AniList: ${sim.url}/home`);
  console.log(`Signed in on the site as ${demo}; the script's token is pre-stored. Settings: ${sim.url}/settings/apps`);
  console.log(`Log in as someone else at ${sim.url}/login (e.g. Hoarder, whose list has 11,000 entries). Ctrl+C stops.`);
  const stop = () => {
    void sim.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
