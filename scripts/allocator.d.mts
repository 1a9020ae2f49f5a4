export declare const JEMALLOC_PATHS: readonly string[];
export declare function serverEnv<Env extends Record<string, string | undefined>>(env: Env, exists?: (file: string) => boolean): Env & { LD_PRELOAD?: string };
