import { z } from 'zod';

/**
 * The 200 of a route that answers a file (an invoice PDF, a print TIFF), for its response schema:
 * only that answer has the file's media type, while the route's errors stay the JSON they are. (A
 * route-wide `produces` documented every error as a file too; found by the route fuzz, issue 23.)
 */
export function fileResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.any() } } };
}
