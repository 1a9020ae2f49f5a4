import { BrandMark } from '../../components/ui/brand-logo';
import { Spinner } from '../../components/ui/spinner';

/** Shown while the first screen's code or the persisted state loads. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-paper-100 text-ink-900">
      <BrandMark className="size-14" />
      <Spinner label="Loading WallArt Studio" className="text-terracotta-600" />
    </div>
  );
}
