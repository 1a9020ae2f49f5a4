import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * The 200 of a route that answers a file (an invoice PDF, a print TIFF), for its response schema:
 * only that answer has the file's media type, while the route's errors stay the JSON they are. (A
 * route-wide `produces` documented every error as a file too; found by the route fuzz, issue 23.)
 */
export function fileResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.any() } } };
}

export interface Attachment {
  /** The media type ('application/pdf', 'image/tiff'). */
  type: string;
  /** The download's name; anything but printable ASCII, quotes and backslashes becomes '_' in the plain form. */
  filename: string;
  body: Buffer | Readable;
  /** The length in bytes when the body is a stream (a Buffer's is known). */
  size?: number;
}

/**
 * Answers a file to download (an invoice or receipt PDF, a print TIFF): its media type, a
 * `content-disposition: attachment` with the name (quoted, plus RFC 6266's `filename*` when it is
 * not plain ASCII), the length when known, and `nosniff`, so a browser saves it and never renders
 * it as something else. The one way the routes answer a file.
 */
export function sendAttachment(reply: FastifyReply, file: Attachment): FastifyReply {
  const plain = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const disposition =
    plain === file.filename
      ? `attachment; filename="${plain}"`
      : `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
  void reply.type(file.type).header('content-disposition', disposition).header('x-content-type-options', 'nosniff');
  const size = file.size ?? (Buffer.isBuffer(file.body) ? file.body.length : undefined);
  if (size !== undefined) void reply.header('content-length', size);
  return reply.send(file.body);
}
