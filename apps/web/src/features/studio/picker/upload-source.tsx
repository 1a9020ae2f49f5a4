import type { StudioArtwork } from '../../../stores/studio-slice';

export interface UploadSourceProps {
  onChosen: (artwork: StudioArtwork) => void;
}

/**
 * TEMPORARY PLACEHOLDER (engineer D): engineer E replaces this file with the real 'Upload'
 * source of the artwork picker (issue 11, CONTRACTS §3). Same file name, export and props.
 */
export function UploadSource(_props: UploadSourceProps) {
  return <p className="rounded-[3px] border border-dashed border-paper-300 p-6 text-sm text-ink-600">This source opens in a coming release.</p>;
}
