// `npm start` on a port that is taken, or with a PORT that is not a port: a message that says what
// to do and exit code 1, no stack trace. Runs sim/start.ts in a child process as npm start does.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

let busy: Server;
let busyPort: number;

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()));
  busyPort = (busy.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise((resolve) => busy.close(resolve));
});

function runStart(port: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['sim/start.ts'], { cwd: ROOT, env: { ...process.env, PORT: port }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm start (sim/start.ts)', { timeout: 60_000 }, () => {
  it('names the taken port and how to choose another, exits 1 without a stack trace', async () => {
    const { code, stderr } = await runStart(String(busyPort));
    expect(code).toBe(1);
    expect(stderr).toContain(`Port ${busyPort} on 127.0.0.1 is already in use`);
    expect(stderr).toContain(`PORT=${busyPort + 1} npm start`);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(stderr).not.toContain('EADDRINUSE');
  });

  it('refuses a PORT that is not a port number with an example', async () => {
    const { code, stderr } = await runStart('eighty');
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a port number from 0 to 65535, got "eighty"');
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});
