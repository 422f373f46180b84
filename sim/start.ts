// `npm start`: build the userscript, then serve the simulated AniList with the script running
// inside its pages, so a newcomer can try every module in any browser without an account.
import { createServer } from 'node:net';
import { ensureBuilt } from './build.ts';
import { startSimulator } from './index.ts';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 8787;

/** Says what went wrong in words a newcomer can act on, and stops without a stack trace. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function portInUseMessage(port: number): string {
  const other = port === 65535 ? port - 1 : port + 1;
  return `Port ${port} on ${HOST} is already in use (is another \`npm start\` running?).\n`
    + `Choose another port with the PORT variable, e.g. \`PORT=${other} npm start\`.`;
}

function readPort(): number {
  const raw = process.env.PORT;
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) fail(`PORT must be a port number from 0 to 65535, got "${raw}". Example: \`PORT=${DEFAULT_PORT} npm start\`.`);
  return port;
}

function isAddressInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';
}

/** Checked before the build, so a taken port is reported in a second, not after a minute. */
function checkPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, HOST, () => probe.close(() => resolve()));
  });
}

/** The same locked build the tests use, so `npm start` during a test run cannot clash with it. */
async function build(): Promise<string> {
  try {
    return await ensureBuilt(undefined, (line) => console.log(line));
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    console.error(output.stdout ?? '', output.stderr ?? '');
    fail('The userscript did not build; fix the errors above and run `npm start` again.');
  }
}

async function main(): Promise<void> {
  const port = readPort();
  try {
    await checkPortFree(port);
  } catch (error) {
    if (isAddressInUse(error)) fail(portInUseMessage(port));
    throw error;
  }
  const demoScript = await build();
  let sim;
  try {
    sim = await startSimulator({ host: HOST, port, demoScript });
  } catch (error) {
    // Someone may have taken the port while the script was building.
    if (isAddressInUse(error)) fail(portInUseMessage(port));
    throw error;
  }
  const demo = sim.world.demoUser.name;
  console.log(`\nAutomail demo on a simulated AniList: ${sim.url}/home`);
  console.log(`Signed in on the site as ${demo}; the script's token is pre-stored. Settings: ${sim.url}/settings/apps`);
  console.log(`Who is who and where each module runs: ${sim.url}/__sim/`);
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
