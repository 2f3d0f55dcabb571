/**
 * `npm run openapi`: writes docs/openapi.json, the API as the portal calls and reads it (OpenAPI 3.1), from the
 * endpoint table (src/contract/endpoints.ts) and the valibot schemas of the bodies (`*.requests.ts`) and answers
 * (`*.answers.ts`; docs/decisions/033-answers-at-the-door.md). tests/lib/openapi.test.ts fails when the file is
 * out of date. Operations with `x-designed: true` are not in the specification: designed by us, for the provider
 * to confirm (README).
 */
import { readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

import {
  API_BASE,
  ENDPOINTS,
  OK_ANSWER,
  type Answer,
  type Endpoint,
  type MultipartBody,
  type MultipartPart,
} from '../src/contract/endpoints';
import { PRECONDITION_STATUS, VERSION_API_ERROR, VERSION_HEADER } from '../src/contract/versions';
import { runScript } from './runScript.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = join(ROOT, 'src/contract');
export const OPENAPI_FILE = join(ROOT, 'docs/openapi.json');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isSchema = (value: unknown): value is v.GenericSchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

/**
 * The named schemas: every `fooSchema` export of the contract's `*.answers.ts` and `*.requests.ts` files is
 * `components.schemas.Foo`, and is referenced wherever it is used. A domain's answers file that lands is
 * picked up without a change here.
 */
export async function namedSchemas(): Promise<Record<string, v.GenericSchema>> {
  const files = (await readdir(CONTRACT))
    .filter((name) => /\.(answers|requests)\.ts$/.test(name))
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();
  const named: Record<string, v.GenericSchema> = {};
  for (const file of files) {
    const module = (await import(`../src/contract/${file}.ts`)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (!exportName.endsWith('Schema') || !isSchema(value)) continue;
      const name = exportName[0]!.toUpperCase() + exportName.slice(1, -'Schema'.length);
      if (named[name] && named[name] !== value) throw new Error(`Two schemas would be named ${name} (${file})`);
      named[name] = value;
    }
  }
  return named;
}

const toJson = (schema: JsonSchema): JsonObject => {
  const { $schema: _schema, $defs: _defs, ...rest } = schema as JsonObject;
  return rest;
};

const ERROR_BODY: JsonObject = {
  type: 'object',
  description:
    'Every non-OK reply (docs/decisions/004-api-errors.md): a machine code, a message, and details by code ' +
    '(e.g. `fields` for 400 `validation`, `locked` and `left_attempts` for a failed login).',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
  additionalProperties: true,
};

const FILE_PART: JsonObject = { type: 'string', contentMediaType: 'application/octet-stream' };
const PART_SCHEMAS: Record<MultipartPart['kind'], JsonObject> = {
  file: FILE_PART,
  files: { type: 'array', items: FILE_PART },
  text: { type: 'string' },
  texts: { type: 'array', items: { type: 'string' } },
  fileOrText: { anyOf: [FILE_PART, { type: 'string' }] },
};

function multipartSchema({ parts }: MultipartBody): JsonObject {
  const properties: JsonObject = {};
  for (const [name, { kind, description }] of Object.entries(parts)) {
    properties[name] = description ? { ...PART_SCHEMAS[kind], description } : PART_SCHEMAS[kind];
  }
  const required = Object.entries(parts).flatMap(([name, { required }]) => (required ? [name] : []));
  return { type: 'object', properties, required };
}

const isMultipart = (body: Endpoint['body']): body is MultipartBody =>
  (body as MultipartBody | undefined)?.kind === 'multipart';

/** `/manager/:managerId` → `/manager/{managerId}`. */
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z]\w*)/g, '{$1}');

const words = (pattern: string) =>
  pattern
    .split(/[/_-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${word.slice(1)}` : word))
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

const SECURITY: Record<Endpoint['auth'], Json> = {
  bearer: [{ bearer: [] }],
  public: [],
  optional: [{}, { bearer: [] }],
};

/** The document, built in memory (tests/lib/openapi.test.ts builds it too). */
export async function buildOpenApi(): Promise<JsonObject> {
  const definitions = await namedSchemas();
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    // Answers are read tolerantly: the document shows what the server may send (the schemas' input), with the
    // value a missing field is read as in `default`. Requests are sent as they are.
    typeMode: 'input',
    // Checks the schema language cannot hold (a day that is yyyy-MM-dd or '', a month key that names a month).
    ignoreActions: ['check'],
    errorMode: 'throw',
    definitions,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  };
  const convert = (schema: v.GenericSchema) => toJson(toJsonSchema(schema, config));

  function answerResponses(answer: Answer): JsonObject {
    if (answer === OK_ANSWER)
      return { '204': { description: 'Done, no body (the app reads it as `{ "status": "ok" }`).' } };
    if ('mediaTypes' in answer) {
      const content: JsonObject = {};
      for (const type of answer.mediaTypes) content[type] = {};
      return { '200': { description: 'The file.', content } };
    }
    return {
      '200': { description: 'JSON.', content: { 'application/json': { schema: convert(answer as v.GenericSchema) } } },
    };
  }

  const paths: JsonObject = {};
  for (const endpoint of ENDPOINTS) {
    const pattern = endpoint.root ? endpoint.path.pattern.replace(/^\/api/, '') : endpoint.path.pattern;
    const key = openApiPath(pattern);
    const item = (paths[key] ??= endpoint.root
      ? { servers: [{ url: '/api', description: 'Beside the versioned base.' }] }
      : {}) as JsonObject;
    const parameters: Json[] = [...pattern.matchAll(/:([A-Za-z]\w*)/g)].map(([, name]) => ({
      name: name!,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    for (const query of endpoint.query ?? []) {
      parameters.push({
        name: query.name,
        in: 'query',
        required: query.required,
        description: query.description,
        schema: convert(query.schema),
      });
    }
    if (endpoint.versioned) {
      parameters.push(
        {
          name: VERSION_HEADER.IF_MATCH,
          in: 'header',
          required: false,
          description: 'The version of the item the save started from, as an entity tag ("3").',
          schema: { type: 'string' },
        },
        {
          name: VERSION_HEADER.IF_NONE_MATCH,
          in: 'header',
          required: false,
          description: '`*`: create the item only while there is none.',
          schema: { type: 'string' },
        },
      );
    }
    const description = [
      endpoint.designed ? `Designed by us, not in the specification: ${endpoint.note ?? ''}` : '',
      endpoint.designedCall
        ? 'A server without this call answers 404, and the portal says that this one function is not available.'
        : '',
      endpoint.auth === 'optional' ? 'Without a token, or with a valid one.' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const operation: JsonObject = {
      operationId: `${endpoint.method}${words(pattern)}`,
      summary: endpoint.summary,
      ...(description ? { description } : {}),
      security: SECURITY[endpoint.auth],
      ...(parameters.length > 0 ? { parameters } : {}),
      responses: {
        ...answerResponses(endpoint.answer),
        ...(endpoint.save && endpoint.answer !== OK_ANSWER
          ? {
              '204': {
                description:
                  "Saved, without the answer above: a save's success is its status, and the app then reads the " +
                  'affected data again (docs/decisions/056-a-save-is-its-status.md).',
              },
            }
          : {}),
        ...(endpoint.versioned ? versionResponses(convert(endpoint.versioned.current)) : {}),
        '4XX': { $ref: '#/components/responses/Error' },
        '5XX': { $ref: '#/components/responses/Error' },
      },
      ...(endpoint.designed ? { 'x-designed': true } : {}),
      ...(endpoint.designedCall ? { 'x-designed-call': true } : {}),
      ...(endpoint.save ? { 'x-save': true } : {}),
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: isMultipart(endpoint.body)
          ? { 'multipart/form-data': { schema: multipartSchema(endpoint.body) } }
          : { 'application/json': { schema: convert(endpoint.body) } },
      };
    }
    item[endpoint.method] = operation;
  }

  const schemas: JsonObject = { ApiError: ERROR_BODY };
  for (const [name, schema] of Object.entries(toJsonSchemaDefs(definitions, config))) schemas[name] = toJson(schema);

  return {
    openapi: '3.1.0',
    info: {
      title: 'Interim-manager portal API',
      version: '1',
      description:
        'The API as the portal calls and reads it, written by `npm run openapi` from src/contract/endpoints.ts; do ' +
        'not edit. Answer schemas are what the server may send (the portal reads answers tolerantly: a `default` is ' +
        'what a missing or null field reads as; fields it does not name are dropped). `x-designed: true` marks ' +
        'operations with parts the specification does not give, designed by us for the provider to confirm; ' +
        '`x-designed-call: true` those the specification has no call for at all. `x-save: true` marks a save: any 2xx ' +
        'means it happened, and 204 without a body is as good as the answer shown. An answer with an empty schema ' +
        'is not described yet.',
    },
    servers: [{ url: API_BASE }],
    paths,
    components: {
      schemas,
      responses: {
        Error: {
          description: 'An error (docs/decisions/004-api-errors.md).',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The access token of the login.' } },
    },
  };
}

/** A versioned save's refusals (src/contract/versions.ts; docs/decisions/035-save-versions.md). */
function versionResponses(current: Json): JsonObject {
  const error = { $ref: '#/components/schemas/ApiError' };
  return {
    [PRECONDITION_STATUS.FAILED]: {
      description: `\`${VERSION_API_ERROR.STALE}\`: the item changed (or came to exist) since the save's version; \`current\` is the item now, null when there is none.`,
      content: {
        'application/json': {
          schema: {
            allOf: [error, { type: 'object', properties: { current: { anyOf: [current, { type: 'null' }] } } }],
          },
        },
      },
    },
    [PRECONDITION_STATUS.REQUIRED]: {
      description: `\`${VERSION_API_ERROR.REQUIRED}\`: the item exists and the save named no version (If-Match).`,
      content: { 'application/json': { schema: error } },
    },
  };
}

/** The document's own order on top; below it keys sorted, but a schema's `properties` in the contract's order. */
function ordered(value: Json, keepOrder = false): Json {
  if (Array.isArray(value)) return value.map((item) => ordered(item));
  if (value === null || typeof value !== 'object') return value;
  const keys = keepOrder ? Object.keys(value) : Object.keys(value).sort();
  return Object.fromEntries(keys.map((key) => [key, ordered(value[key]!, key === 'properties' && !keepOrder)]));
}

/** 2-space JSON, newline at the end: the file's exact text. */
export function serialize(document: JsonObject): string {
  const top = Object.fromEntries(Object.entries(document).map(([key, value]) => [key, ordered(value)]));
  return `${JSON.stringify(top, null, 2)}\n`;
}

async function main(): Promise<number> {
  const document = await buildOpenApi();
  await writeFile(OPENAPI_FILE, serialize(document));
  console.log(`Wrote docs/openapi.json: ${Object.keys(document.paths as JsonObject).length} paths.`);
  return 0;
}

if (process.argv[1]?.endsWith('openapi.ts')) runScript(main);
