/**
 * The route fuzz's view of the app's own OpenAPI document (app.swagger()): every operation with its
 * parameters, request body and documented answers. Nothing here lists a route by hand, so a route
 * added to the app is fuzzed as soon as it is in the document.
 */

/** A JSON schema as the document writes it (OpenAPI 3.0 dialect: `nullable`, boolean exclusive bounds). */
export type JsonSchema = { [keyword: string]: unknown };

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** 'GET /api/images/{id}', as the document writes the path. */
  key: string;
  method: string;
  /** The path with `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** The request body: JSON or a multipart form (a file field has `format: 'binary'`). */
  body: { mediaType: string; schema: JsonSchema; required: boolean } | null;
  /** Documented answers by status: their media type and body schema (null when the document gives none). */
  responses: Map<number, { mediaType: string; schema: JsonSchema | null }[]>;
}

interface ParameterObject {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface MediaObject {
  schema?: JsonSchema;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaObject> };
  responses?: Record<string, { content?: Record<string, MediaObject> }>;
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OperationObject>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = (where: string): Parameter[] =>
        (operation.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required === true || where === 'path', schema: p.schema ?? {} }));
      const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const responses = new Map<number, { mediaType: string; schema: JsonSchema | null }[]>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        responses.set(
          Number(status),
          Object.entries(response.content ?? {}).map(([type, content]) => ({ mediaType: type, schema: content.schema ?? null })),
        );
      }
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        query: params('query'),
        headers: params('header'),
        body: mediaType ? { mediaType, schema: media?.schema ?? {}, required: operation.requestBody?.required === true } : null,
        responses,
      });
    }
  }
  return operations;
}

/**
 * An OpenAPI 3.0 schema as standard JSON Schema (draft-07), for a validator: `nullable: true`
 * becomes "or null", a boolean `exclusiveMinimum` becomes the number it qualifies, and the
 * document-only `format: 'binary'` and `example` are dropped.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema as JsonSchema)) {
    if (keyword === 'nullable' || keyword === 'example') continue;
    if (keyword === 'format' && value === 'binary') continue;
    if (keyword === 'exclusiveMinimum' || keyword === 'exclusiveMaximum') {
      if (typeof value === 'number') out[keyword] = value;
      continue;
    }
    // Keywords that hold schemas, and maps of them (properties).
    out[keyword] = keyword === 'properties' && value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, sub]) => [name, toJsonSchema(sub)]))
      : toJsonSchema(value);
  }
  const source = schema as JsonSchema;
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (source[flag] === true && typeof source[bound] === 'number') {
      out[flag] = source[bound];
      delete out[bound];
    }
  }
  return source.nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}
