/**
 * Artwork generation sits behind an engine interface (docs/architecture.md#artwork-engines-behind-an-interface, docs/decisions/019): the
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

/** Which kind of engine made a picture: the offline procedural artist or a configured image service. */
export type EngineKind = 'procedural' | 'provider';

/** What an engine draws of a prompt's words (issue 20): shown to the customer under the variations. */
export interface PromptWords {
  drawn: string[];
  notDrawn: string[];
}

export interface ImageEngine {
  /** Stored as the image's provider. */
  readonly name: string;
  readonly kind: EngineKind;
  generate(request: GenerationRequest): Promise<GeneratedArtwork[]>;
  /** Which of the prompt's words it draws and which nouns it cannot; null when it cannot tell (a hosted model). */
  readPrompt(prompt: string): PromptWords | null;
}

/** The engine the configuration asks for: the provider when IMAGE_API_URL and IMAGE_API_KEY are set. */
export function imageEngineFor(imageApi: AppConfig['imageApi'], log?: FastifyBaseLogger): ImageEngine {
  if (imageApi) return createProviderEngine({ ...imageApi, log });
  return createProceduralEngine();
}
