/**
 * The mock API over plain HTTP on 127.0.0.1 (docs/decisions/001-app-and-mock-api.md), for browser tests and anyone
 * building against the contract: `npm run mock-api` (port from MOCK_API_PORT, default 8787).
 * Each request goes through the same msw handlers as the tests and the demo. The store
 * lives in memory, so every start begins from the seed; `POST /__mock/reset` puts it back
 * to the seed between test runs.
 *
 * MOCK_ACCESS_TOKEN_TTL_MS shortens the access tokens' lifetime (default 15 minutes): the
 * real-API browser tests let tokens expire while requests are under way. MOCK_API_SERVER=spec answers as a
 * server written to the specification alone would (mocks/shared/specServer.ts). Both hold across resets.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';

import { ERROR_CODE, type ApiErrorBody } from '../src/contract/common';
import { resetDb, setMockConfig, type MockConfig } from './db';
import { handlers } from './handlers';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 8787;
const RESET_PATH = '/__mock/reset';
const port = Number(process.env.MOCK_API_PORT ?? DEFAULT_PORT);

const SERVERS: readonly MockConfig['server'][] = ['designed', 'spec'];

function configFromEnv(): Partial<MockConfig> {
  const config: Partial<MockConfig> = {};
  const server = process.env.MOCK_API_SERVER;
  if (server !== undefined && server !== '') {
    if (!SERVERS.includes(server as MockConfig['server'])) {
      throw new Error(`MOCK_API_SERVER must be one of ${SERVERS.join(', ')}, got "${server}"`);
    }
    config.server = server as MockConfig['server'];
  }
  const ttl = process.env.MOCK_ACCESS_TOKEN_TTL_MS;
  if (ttl === undefined || ttl === '') return config;
  const accessTokenTtlMs = Number(ttl);
  if (!Number.isInteger(accessTokenTtlMs) || accessTokenTtlMs <= 0) {
    throw new Error(`MOCK_ACCESS_TOKEN_TTL_MS must be a positive number of milliseconds, got "${ttl}"`);
  }
  return { ...config, accessTokenTtlMs };
}

const envConfig = configFromEnv();
setMockConfig(envConfig);

async function readBody(message: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of message) chunks.push(chunk as Uint8Array);
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

async function toFetchRequest(message: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) value.forEach((each) => headers.append(name, each));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = message.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(message);
  return new Request(new URL(message.url ?? '/', `http://${HOST}:${port}`), { method, headers, body });
}

/** Lets a front end on another origin (e.g. `VITE_API_BASE_URL=http://127.0.0.1:8787/api/v1`) call the mock. */
function corsHeaders(message: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': message.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-Match, If-None-Match',
    'Access-Control-Expose-Headers': 'Content-Disposition',
    Vary: 'Origin',
  };
}

function sendJson(response: ServerResponse, status: number, body: ApiErrorBody, cors: Record<string, string>): void {
  response.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function handle(message: IncomingMessage, response: ServerResponse): Promise<void> {
  const cors = corsHeaders(message);
  if (message.method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return;
  }
  if (message.method === 'POST' && message.url === RESET_PATH) {
    resetDb();
    setMockConfig(envConfig);
    response.writeHead(204, cors);
    response.end();
    return;
  }

  const request = await toFetchRequest(message);
  const mocked = await getResponse(handlers, request);
  if (!mocked) {
    const path = new URL(request.url).pathname;
    sendJson(response, 404, { code: ERROR_CODE.NOT_FOUND, message: `No mock for ${request.method} ${path}` }, cors);
    return;
  }
  const headers: Record<string, string> = { ...cors };
  mocked.headers.forEach((value, name) => {
    headers[name] = value;
  });
  response.writeHead(mocked.status, headers);
  response.end(new Uint8Array(await mocked.arrayBuffer()));
}

const server = createServer((message, response) => {
  handle(message, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) {
      sendJson(
        response,
        500,
        { code: 'internal', message: 'The mock API failed on this request' },
        corsHeaders(message),
      );
    } else {
      response.end();
    }
  });
});

server.listen(port, HOST, () => {
  const ttl = envConfig.accessTokenTtlMs === undefined ? '' : `, access tokens live ${envConfig.accessTokenTtlMs} ms`;
  const spec = envConfig.server === 'spec' ? ", answering as the specification's server would" : '';
  console.log(`Mock API listening on http://${HOST}:${port} (API base http://${HOST}:${port}/api/v1${ttl}${spec})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Once the server is closed nothing keeps the process alive, so it ends by itself.
  process.on(signal, () => server.close());
}
