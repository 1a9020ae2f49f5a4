import { describe, expect, it } from 'vitest';
import { answerProblems, leakedSecrets } from './oracles';
import { toJsonSchema, type Operation } from './openapi';
import type { FuzzRequest } from './requests';

/** The route fuzz's oracles catch what they are there for (a fuzz whose checks never fire proves nothing). */

const errorSchema = { type: 'object', properties: { error: { type: 'string' }, message: { type: 'string' } }, required: ['error', 'message'], additionalProperties: false };
const op: Operation = {
  key: 'POST /api/things',
  method: 'POST',
  path: '/api/things',
  pathParams: [],
  query: [],
  headers: [],
  body: null,
  responses: new Map([
    [201, [{ mediaType: 'application/json', schema: { type: 'object', properties: { when: { type: 'string', nullable: true }, size: { type: 'number', minimum: 0, exclusiveMinimum: true } }, required: ['when'] } }]],
    [400, [{ mediaType: 'application/json', schema: errorSchema }]],
  ]),
};
const request = (payload?: string): FuzzRequest => ({ op: op.key, documented: true, method: 'POST', url: '/api/things', principal: 'customer', headers: {}, payload, notes: [] });
const json = { 'content-type': 'application/json; charset=utf-8' };

describe('route fuzz oracles', () => {
  it('accept a documented answer and a plain JSON 4xx', () => {
    expect(answerProblems(op, request(), { statusCode: 201, headers: json, body: '{"when":null,"size":2}' }, [])).toEqual([]);
    expect(answerProblems(op, request(), { statusCode: 404, headers: json, body: '{"error":"Not Found","message":"No such thing"}' }, [])).toEqual([]);
  });

  it('flag a 5xx, a 4xx without a JSON message, and an answer outside its documented schema', () => {
    expect(answerProblems(op, request(), { statusCode: 500, headers: json, body: '{"error":"x","message":"y"}' }, [])).toEqual([expect.stringContaining('answered 500')]);
    expect(answerProblems(op, request(), { statusCode: 404, headers: { 'content-type': 'text/html' }, body: '<h1>no</h1>' }, [])).toEqual([expect.stringContaining('not JSON with a message')]);
    expect(answerProblems(op, request(), { statusCode: 400, headers: json, body: '{"error":"x","message":"y","code":"FST"}' }, [])).toEqual([
      expect.stringContaining('does not match its documented schema'),
    ]);
    // OpenAPI 3.0's boolean exclusiveMinimum is read as the number it qualifies.
    expect(answerProblems(op, request(), { statusCode: 201, headers: json, body: '{"when":"now","size":0}' }, [])).toEqual([expect.stringContaining('must be > 0')]);
  });

  it('flag a secret the request did not carry, and a sensitive field sent back', () => {
    const secrets = [{ label: 'the JWT secret', value: 's3cret-value-long' }];
    expect(leakedSecrets(request(), 'error: s3cret-value-long', secrets)).toEqual(['the JWT secret']);
    expect(leakedSecrets(request('{"name":"s3cret-value-long"}'), 'hello s3cret-value-long', secrets)).toEqual([]);
    const card = request('{"card":{"number":"4242 4242 4242 4242","holderName":"Jane"}}');
    expect(leakedSecrets(card, '{"message":"card 4242 4242 4242 4242 declined"}', [])).toEqual([expect.stringContaining('4242 4242 4242 4242')]);
    // The same text sent in a plain field is expected back (a name is shown back).
    expect(leakedSecrets(request('{"password":"Pa55word!x","name":"Pa55word!x"}'), 'Pa55word!x', [])).toEqual([]);
  });

  it('turn OpenAPI 3.0 schemas into standard JSON Schema', () => {
    expect(toJsonSchema({ type: 'integer', minimum: 0, exclusiveMinimum: true, nullable: true })).toEqual({ anyOf: [{ type: 'integer', exclusiveMinimum: 0 }, { type: 'null' }] });
    expect(toJsonSchema({ type: 'object', properties: { file: { type: 'string', format: 'binary' } } })).toEqual({ type: 'object', properties: { file: { type: 'string' } } });
  });
});
