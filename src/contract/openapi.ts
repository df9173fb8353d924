/**
 * The contract as an OpenAPI 3.1 document (`npm run -s openapi`): every route the app or the
 * sandbox knows, with path and query parameters, request bodies and answers, all from the same
 * schemas. Named shapes (every schema a domain file exports) are components; a route's own
 * composite (a list of keys, a page of cards) is a component named after the route.
 */
import * as z from 'zod';
import * as auth from './auth.ts';
import * as common from './common.ts';
import * as counterparties from './counterparties.ts';
import * as developer from './developer.ts';
import * as errors from './errors.ts';
import * as exchange from './exchange.ts';
import { allRoutes } from './index.ts';
import * as issuing from './issuing.ts';
import * as kyc from './kyc.ts';
import * as orders from './orders.ts';
import * as otp from './otp.ts';
import * as referrals from './referrals.ts';
import * as system from './system.ts';
import * as user from './user.ts';
import * as virtualAccounts from './virtual-accounts.ts';
import * as wallets from './wallets.ts';
import type { Route, Service } from './wire.ts';

type Json = Record<string, unknown>;

const DOMAINS = [
  common,
  errors,
  auth,
  user,
  system,
  wallets,
  counterparties,
  kyc,
  developer,
  exchange,
  issuing,
  virtualAccounts,
  orders,
  otp,
  referrals,
];

/** Where each service lives: its environment variable, and the sandbox's base path by default. */
const SERVICES: Record<Service, { variable: string; sandbox: string; auth: string }> = {
  core: { variable: 'API_URL', sandbox: '/__platform/core', auth: 'rawToken' },
  v2: { variable: 'API_V2_URL', sandbox: '/__platform/v2', auth: 'bearer' },
  totp: { variable: 'API_TOTP_URL', sandbox: '/__platform/totp', auth: 'bearer' },
};

const serverOf = (service: Service) => {
  const { variable, sandbox } = SERVICES[service];
  return {
    url: `{${variable}}`,
    description: `The ${service} service (API.md §1.1); the sandbox serves it under ${sandbox}.`,
    variables: { [variable]: { default: sandbox } },
  };
};

/** Calls that are made before a session exists (API.md §4): no Authorization header. */
const SIGNED_OUT = /^auth\.(?!signOut$)|^authLinks\.(?!finalizeSignUp$)/;

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** Every exported schema of the domain files, by its export name (the first name wins). */
function namedSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  for (const domain of DOMAINS) {
    for (const [name, value] of Object.entries(domain)) {
      if (!isSchema(value) || names.has(value) || !/^[A-Z]/.test(name)) continue;
      if (taken.has(name)) throw new Error(`Two contract schemas are named ${name}.`);
      names.set(value, name);
      taken.add(name);
    }
  }
  return names;
}

/** The JSON Schema of one schema, inline (for parameters). */
function inline(schema: z.ZodType): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

/** A query schema's parameters; a union's keys are required only where every branch requires them. */
function queryParameters(schema: z.ZodType): Json[] {
  const js = inline(schema);
  const branches = ((js.anyOf ?? js.oneOf) as Json[] | undefined) ?? [js];
  const properties: Record<string, Json> = {};
  let required: string[] | null = null;
  for (const branch of branches) {
    Object.assign(properties, branch.properties as Record<string, Json>);
    const own = (branch.required as string[] | undefined) ?? [];
    required = required === null ? own : required.filter((k) => own.includes(k));
  }
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: (required ?? []).includes(name),
    schema: property,
    // Nested objects travel in bracket notation (API.md §1.3): filter[status][0]=a.
    ...(property.type === 'object' ? { style: 'deepObject', explode: true } : {}),
  }));
}

function pathParameters(route: Route): Json[] {
  const types = route.params ? ((inline(route.params).properties ?? {}) as Record<string, Json>) : {};
  return [...route.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: types[name!] ?? { type: 'string' },
  }));
}

function answerOf(route: Route, ref: (schema: z.ZodType, id: string) => Json, id: string): Json {
  const status = String(route.status ?? 200);
  const error = {
    description: 'A refusal: the status says which (API.md §1.6), the body says why.',
    content: { 'application/json': { schema: ref(errors.ErrorBody, 'ErrorBody') } },
  };
  let ok: Json;
  if (route.answer === 'none') ok = { description: 'No body.' };
  else if (route.answer === 'text')
    ok = { description: 'CSV text.', content: { 'text/csv': { schema: { type: 'string' } } } };
  else if (route.answer === 'blob')
    ok = {
      description: 'The file.',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    };
  else
    ok = { description: 'The answer.', content: { 'application/json': { schema: ref(route.response, id) } } };
  return { [status]: ok, default: error };
}

export function openApiDocument(): Json {
  const names = namedSchemas();
  const registry = z.registry<{ id: string }>();
  for (const [schema, name] of names) registry.add(schema, { id: name });
  /** A reference to the component of this schema, registering it under `id` when it has no name. */
  const ref = (schema: z.ZodType, id: string): Json => {
    const name = names.get(schema) ?? registry.get(schema)?.id;
    if (name) return { $ref: `#/components/schemas/${name}` };
    registry.add(schema, { id });
    return { $ref: `#/components/schemas/${id}` };
  };

  const paths: Record<string, Json> = {};
  const serviceOfPath = new Map<string, Service>();
  for (const [key, route] of Object.entries(allRoutes)) {
    const known = serviceOfPath.get(route.path);
    if (known && known !== route.service)
      throw new Error(`${route.path} is on two services (${known}, ${route.service}).`);
    serviceOfPath.set(route.path, route.service);
    paths[route.path] ??= {
      servers: [serverOf(route.service)],
      parameters: [
        { $ref: '#/components/parameters/TenantId' },
        { $ref: '#/components/parameters/AppEnvironment' },
      ],
    };
    const item = paths[route.path]!;
    const method = route.method.toLowerCase();
    if (item[method]) throw new Error(`${route.method} ${route.path} appears twice in the contract.`);
    const id = key.replace(/[^A-Za-z0-9._-]/g, '_');
    item[method] = {
      operationId: id,
      tags: [key.split('.')[0] === 'alias' ? key.split('.')[1] : key.split('.')[0]],
      security: SIGNED_OUT.test(key) ? [] : [{ [SERVICES[route.service].auth]: [] }],
      parameters: [
        ...pathParameters(route),
        ...(route.query ? queryParameters(route.query) : []),
        ...(route.captcha ? [{ $ref: '#/components/parameters/Captcha' }] : []),
      ],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: ref(route.body, `${id}.body`) } },
            },
          }
        : {}),
      responses: answerOf(route, ref, `${id}.response`),
    };
  }

  const converted = z.toJSONSchema(registry, {
    io: 'input',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, Json> };
  const schemas = Object.fromEntries(
    Object.entries(converted.schemas).map(([name, { $schema: _s, $id: _i, ...schema }]) => [name, schema]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Platform API (as our client and sandbox know it)',
      version: '1.0.0',
      description:
        'Generated from src/contract (API.md written once, as zod schemas): `npm run -s openapi`. ' +
        'Money fields are JSON numbers whose every digit is significant.',
    },
    servers: [serverOf('v2')],
    paths,
    components: {
      schemas,
      parameters: {
        TenantId: {
          name: 'x-tenant-id',
          in: 'header',
          required: true,
          schema: { type: 'string' },
          description: 'The tenant (TENANT_ID); every request, every service.',
        },
        Captcha: {
          name: 'captcha',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description:
            'The captcha provider\u2019s token (API.md \u00a74): required when the tenant enforces captcha.',
        },
        AppEnvironment: {
          name: 'App-Enviroment',
          in: 'header',
          required: false,
          schema: { type: 'string', enum: ['web', 'telegram'] },
          description: 'The platform\u2019s own spelling (sic). Accepted, never required.',
        },
      },
      securitySchemes: {
        rawToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'core: the raw access token, no prefix.',
        },
        bearer: { type: 'http', scheme: 'bearer', description: 'v2 and totp: `Bearer <access_token>`.' },
      },
    },
  };
}
