import path from 'node:path';
import { lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app';

/**
 * Issue 36 "An API contract that clients' tools accept" (decision 069): the document the app serves
 * at /api/docs/json passes Redocly's recommended lint (apps/server/redocly.yaml; findings kept on
 * purpose are in .redocly.lint-ignore.yaml with their reasons), and its `security` says what a guest
 * gets: an operation that needs the bearer token answers a guest 401, and no other one does.
 */

const CONFIG = path.resolve(import.meta.dirname, '../../redocly.yaml');
/** Where the ignore file says the document is (its findings are keyed by this name). */
const DOCUMENT_REF = path.join(path.dirname(CONFIG), 'openapi.json');
const SOME_ID = '0123456789abcdef01234567';

interface Operation {
  security?: Record<string, string[]>[];
  operationId?: string;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

let app: FastifyInstance;
let source: string;

beforeAll(async () => {
  app = await buildTestApp();
  source = (await app.inject({ method: 'GET', url: '/api/docs/json' })).body;
});
afterAll(() => app.close());

const describeProblem = (p: NormalizedProblem) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`;

describe('the served OpenAPI document', () => {
  it('passes Redocly lint (recommended): no error, and no warning left unexplained', async () => {
    const config = await loadConfig({ configPath: CONFIG });
    const problems = await lintFromString({ source, absoluteRef: DOCUMENT_REF, config });
    expect(problems.filter((p) => !p.ignored).map(describeProblem)).toEqual([]);
    // The ignore file still matches: each of its findings is there, just ignored.
    expect(problems.filter((p) => p.ignored).map((p) => p.ruleId)).toEqual(['no-ambiguous-paths', 'no-ambiguous-paths', 'operation-2xx-response']);
  });

  it("gives every operation a security and an operationId, and the token where a guest is refused", async () => {
    const document = JSON.parse(source) as Document;
    const disagreements: string[] = [];
    let operations = 0;
    for (const [route, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        if (!operation.operationId) disagreements.push(`${method.toUpperCase()} ${route}: no operationId`);
        if (!operation.security) {
          disagreements.push(`${method.toUpperCase()} ${route}: no security`);
          continue;
        }
        // A token needed: every alternative names the bearer scheme (`{}` would be "none").
        const needsToken = operation.security.length > 0 && operation.security.every((alternative) => 'bearerAuth' in alternative);
        const url = route.replace(/\{\w+\}/g, SOME_ID);
        const answer = await app.inject({ method: method.toUpperCase() as Uppercase<HTTPMethods>, url });
        if (needsToken !== (answer.statusCode === 401)) {
          disagreements.push(`${method.toUpperCase()} ${route}: security ${JSON.stringify(operation.security)}, a guest got ${answer.statusCode}`);
        }
      }
    }
    expect(operations).toBeGreaterThan(70);
    expect(disagreements).toEqual([]);
  });
});
