/* eslint-disable lingui/no-unlocalized-strings -- docs/openapi.json: the contract's descriptions for a server team, in English; nothing here is shown in the app */
import { z } from 'zod/mini';
import type { EndpointContract } from './contract';

/**
 * `docs/openapi.json` (OpenAPI 3.1) from the endpoint contracts and their schemas: the contract
 * a server team builds against. `src/api/contract.test.ts` fails when the file is stale;
 * `npm run contract` writes it.
 */
type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  // Refinements (a checksum, "ends after it starts") have no JSON Schema form: they stay in
  // the schema's code and in the 422 `fieldErrors` a server sends.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

const ERROR_BODY: JsonSchema = {
  type: 'object',
  description: 'Every failure (docs/rules/api.md#contract-conventions): `message` is shown to the user, `fieldErrors` at the fields.',
  properties: {
    message: { type: 'string' },
    fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

function successResponse(endpoint: EndpointContract): JsonSchema {
  if (endpoint.response === null) return { description: 'Done (no body)' };
  if (endpoint.response === 'binary') {
    return {
      description: 'The file',
      content: {
        [endpoint.responseType ?? 'application/octet-stream']: {
          schema: { type: 'string', contentMediaType: endpoint.responseType ?? 'application/octet-stream' },
        },
      },
    };
  }
  return { description: 'OK', content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } };
}

function parameters(endpoint: EndpointContract): JsonSchema[] {
  const path = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (!endpoint.query) return path;
  const query = jsonSchema(endpoint.query, 'input');
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(query.required) ? query.required : []);
  return [...path, ...Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
}

function requestBody(endpoint: EndpointContract): JsonSchema | undefined {
  if (!endpoint.body) return undefined;
  if (endpoint.body === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
          },
        },
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
}

export function buildOpenApi(endpoints: ReadonlyMap<string, EndpointContract>, version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const names = [...endpoints.keys()].sort((a, b) => a.localeCompare(b));
  for (const name of names) {
    const endpoint = endpoints.get(name);
    if (!endpoint) continue;
    const key = `/${endpoint.path}`;
    const operation: JsonSchema = {
      operationId: name,
      summary: endpoint.summary,
      ...(endpoint.access ? { 'x-permission': endpoint.access } : {}),
      ...(endpoint.public ? { security: [] } : {}),
      parameters: parameters(endpoint),
      ...(requestBody(endpoint) ? { requestBody: requestBody(endpoint) } : {}),
      responses: {
        '200': successResponse(endpoint),
        '401': {
          description: 'No valid token: the app ends the session (docs/rules/api.md#session-expired)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        '403': {
          description: 'Permission missing: the app ends the session (docs/rules/api.md#session-expired)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
        default: { description: 'Any other failure', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
    paths[key] ??= {};
    paths[key][endpoint.method.toLowerCase()] = operation;
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'StoreOps API',
      version,
      description:
        'Generated from the schemas in src/modules/*/schema.ts and the endpoint contracts in src/modules/*/api.ts (npm run contract). Lists are JSON arrays, ids strings, dates YYYY-MM-DD, instants ISO 8601 with offset, money a number in major units. `x-permission` names the permission a call needs.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Error: ERROR_BODY },
    },
    paths: sortedPaths,
  };
}
