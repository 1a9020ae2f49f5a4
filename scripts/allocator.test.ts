import { describe, expect, it } from 'vitest';
import { JEMALLOC_PATHS, serverEnv } from './allocator.mjs';

describe('the server is started with jemalloc when the machine has it', () => {
  const only = (file: string) => (candidate: string) => candidate === file;

  it('preloads the jemalloc it finds', () => {
    expect(serverEnv({ PORT: '5000' }, only(JEMALLOC_PATHS[1] ?? ''))).toEqual({ PORT: '5000', LD_PRELOAD: JEMALLOC_PATHS[1] });
  });

  it('leaves the environment as it is without jemalloc, with LD_PRELOAD set, or with WALLART_MALLOC=glibc', () => {
    expect(serverEnv({ PORT: '5000' }, () => false)).toEqual({ PORT: '5000' });
    expect(serverEnv({ LD_PRELOAD: '/opt/tcmalloc.so' }, () => true)).toEqual({ LD_PRELOAD: '/opt/tcmalloc.so' });
    expect(serverEnv({ WALLART_MALLOC: 'glibc' }, () => true)).toEqual({ WALLART_MALLOC: 'glibc' });
  });
});
