// Types of cite-product-docs.mjs for its TypeScript test.
export const repoRoot: string;
export const CODE_EXTENSIONS: string[];
export const DESIGN_SECTIONS: Record<string, string>;
export const CONVENTION_SECTIONS: Record<string, string>;
export function codeFiles(root?: string): string[];
export function resolveSpec(section: number, title: string, contexts: string[], rel: string): { target: string; how: string };
export function rewrite(text: string, rel: string): { text: string; log: Array<{ line: number; from: string; to: string; how: string }> };
export function pending(root?: string): Array<{ file: string; line: number; from: string; to: string; how: string }>;
export function allTargets(): string[];
