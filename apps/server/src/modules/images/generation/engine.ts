/**
 * Artwork generation sits behind an engine interface (DESIGN §4.16, docs/decisions/019): the
 * offline procedural artist by default, an OpenAI-compatible images endpoint when IMAGE_API_URL
 * and IMAGE_API_KEY are set. An engine returns finished files; the images service stores them.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ArtStyle } from '@wallart/shared';
import type { AppConfig } from '../../../config';
import type { ArtworkFiles } from '../artwork-files';
import { createProceduralEngine } from './procedural-engine';
import { createProviderEngine } from './provider-engine';

export interface GenerationRequest {
  prompt: string;
  style: ArtStyle;
  palette?: string[] | undefined;
  /** One picture per seed. */
  seeds: number[];
}

export interface GeneratedArtwork {
  /** The seed that makes this picture again, or null when the engine cannot repeat one. */
  seed: number | null;
  /** True when `files.svg` holds the vector source. */
  vector: boolean;
  files: ArtworkFiles;
}

export interface ImageEngine {
  /** Stored as the image's provider. */
  readonly name: string;
  generate(request: GenerationRequest): Promise<GeneratedArtwork[]>;
}

/** The engine the configuration asks for: the provider when IMAGE_API_URL and IMAGE_API_KEY are set. */
export function imageEngineFor(imageApi: AppConfig['imageApi'], log?: FastifyBaseLogger): ImageEngine {
  if (imageApi) return createProviderEngine({ ...imageApi, log });
  return createProceduralEngine();
}
