import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Ready = () => <h1>Screen ready</h1>;

describe('lazyScreen', () => {
  it('renders a preloaded screen at once, without showing the fallback', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Ready));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Screen ready' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads the screen when it first renders, showing the fallback meanwhile', async () => {
    const load = vi.fn(() => Promise.resolve(Ready));
    const Screen = lazyScreen(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Screen ready' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next attempt fetches again', async () => {
    const load = vi.fn<() => Promise<typeof Ready>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(Ready);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await act(() => Screen.preload());
    render(<Screen />);
    expect(screen.getByRole('heading', { name: 'Screen ready' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
