import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';

/** Polls for the mock API's start this often, and gives up after this many tries (a minute). */
const POLL_MS = 100;
const MAX_POLLS = 600;

/**
 * `npm run mock-api` on a free port (mocks/http.ts), for the scripts that need a server to talk
 * to (lighthouse.mjs `--signed-in`, apiCheck.ts by default). Resolves once it answers.
 */
export async function startMockApi() {
  const port = await new Promise((done) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => done(free));
    });
  });
  const child = spawn('node', ['--import', 'tsx', 'mocks/http.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MOCK_API_PORT: String(port) },
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/api/version`)).ok) break;
    } catch {
      if (attempt > MAX_POLLS) throw new Error('the mock API did not start');
    }
    await new Promise((done) => setTimeout(done, POLL_MS));
  }
  return { origin, close: () => child.kill() };
}
