import { useLayoutEffect, useState, type RefObject } from 'react';

/** The stage's width in CSS pixels, measured before the first paint and kept as it resizes. */
export function useStageWidth(stageRef: RefObject<HTMLDivElement | null>): number {
  const [stageWidth, setStageWidth] = useState(0);
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const observer = new ResizeObserver(([entry]) => setStageWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(stage);
    setStageWidth(Math.round(stage.getBoundingClientRect().width));
    return () => observer.disconnect();
  }, [stageRef]);
  return stageWidth;
}
