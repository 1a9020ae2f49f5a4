import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Operation } from './openapi';
import { toJsonSchema } from './openapi';
import type { FuzzRequest } from './requests';

/**
 * What every answer of the route fuzz must satisfy (issue 23): no 5xx; every 4xx is JSON with a
 * `message`; an answer whose status the route documents matches the documented schema; and no
 * secret comes back that the request did not carry itself.
 */

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A secret and what it is, for the failure message. */
export interface Secret {
  label: string;
  value: string;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** The documented schema's validator, compiled once per operation, status and media type. */
function validatorFor(key: string, schema: unknown): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

const mediaTypeOf = (headers: Record<string, unknown>) => {
  const type = headers['content-type'];
  return (typeof type === 'string' ? type : '').split(';')[0]!.trim().toLowerCase();
};

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Problems with one answer; empty when it is fine. */
export function answerProblems(op: Operation, request: FuzzRequest, answer: Answer, secrets: readonly Secret[]): string[] {
  const problems: string[] = [];
  const { statusCode } = answer;
  const hasBody = request.method !== 'HEAD';
  if (statusCode >= 500) problems.push(`answered ${statusCode}: ${answer.body.slice(0, 300)}`);

  const json = parseJson(answer.body);
  if (statusCode >= 400 && statusCode < 500 && hasBody) {
    const message = json.ok && json.value && typeof json.value === 'object' ? (json.value as { message?: unknown }).message : undefined;
    if (mediaTypeOf(answer.headers) !== 'application/json' || typeof message !== 'string' || message === '') {
      problems.push(`a ${statusCode} that is not JSON with a message (${mediaTypeOf(answer.headers) || 'no content type'}): ${answer.body.slice(0, 200)}`);
    }
  }

  const documented = request.documented && hasBody ? op.responses.get(statusCode) : undefined;
  if (documented && documented.length > 0) {
    const type = mediaTypeOf(answer.headers);
    const match = documented.find((d) => d.mediaType === type);
    if (!match) {
      problems.push(`a ${statusCode} answered as ${type || 'no content type'}; documented: ${documented.map((d) => d.mediaType).join(', ')}`);
    } else if (match.schema && type === 'application/json') {
      if (!json.ok) problems.push(`a documented ${statusCode} whose body is not JSON: ${answer.body.slice(0, 200)}`);
      else {
        const validate = validatorFor(`${op.key} ${statusCode} ${type}`, match.schema);
        if (!validate(json.value)) {
          problems.push(`a ${statusCode} that does not match its documented schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}: ${answer.body.slice(0, 300)}`);
        }
      }
    }
  }

  problems.push(...leakedSecrets(request, `${JSON.stringify(answer.headers)}\n${answer.body}`, secrets).map((s) => `the answer contains ${s}`));
  return problems;
}

/** Field names whose values are secrets when a client sends them (a password, a card number, a code). */
const SENSITIVE_FIELD = /password|^number$|cvc|cvv|otp|resettoken|^token$|secret|credential/i;

/**
 * Secrets in `text` that the request did not carry itself: the fixed ones (the JWT secret, the
 * test users' password, other users' tokens, card numbers), and whatever the request sent in a
 * sensitive field (a password, a card number…) unless it also sent it in a plain one, where an
 * echo is expected (a name is shown back). Short or repetitive values are skipped: they match by chance.
 */
export function leakedSecrets(request: FuzzRequest, text: string, secrets: readonly Secret[]): string[] {
  const sent = `${request.url}\n${JSON.stringify(request.headers)}\n${request.payload === undefined ? '' : request.payload.toString()}`;
  const found = secrets.filter((s) => s.value !== '' && text.includes(s.value) && !sent.includes(s.value)).map((s) => s.label);
  const { sensitive, plain } = fieldValues(request);
  for (const value of sensitive) {
    if (value.length >= 8 && new Set(value).size >= 3 && !plain.has(value) && text.includes(value)) found.push(`a sensitive value it was sent (${JSON.stringify(value.slice(0, 40))})`);
  }
  return found;
}

/** The string values of a JSON request body, split by whether their field name is sensitive. */
function fieldValues(request: FuzzRequest): { sensitive: Set<string>; plain: Set<string> } {
  const sensitive = new Set<string>();
  const plain = new Set<string>();
  const payload = typeof request.payload === 'string' ? request.payload : request.payload?.toString('utf8');
  const parsed = payload ? parseJson(payload) : { ok: false as const };
  // Deeply nested bodies are part of the fuzz: secrets sit near the top, so the walk stops at 20 levels.
  const walk = (value: unknown, key: string, depth = 0) => {
    if (depth > 20) return;
    if (typeof value === 'string') (SENSITIVE_FIELD.test(key) ? sensitive : plain).add(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v, key, depth + 1));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k, depth + 1);
  };
  if (parsed.ok) walk(parsed.value, '');
  return { sensitive, plain };
}
