import type { DesignOptions, Dimensions } from '@wallart/shared';
import { useEffect, useState, type RefObject } from 'react';
import { drawFramedArt, makeLightMap } from './art-render';
import { artPxPerInch, stageDpr, wallDecodeSize } from './stage-geometry';
import type { WallGeometry } from './placement';
import { wallPhotoBlob } from './wall-photo';

/**
 * The wall layer and its light map: the photo decoded off the main thread straight to the stage's
 * pixel size (a 4000 x 3000 photo is never drawn full size), and a small blurred copy of it for the
 * room's light. True once the wall is drawn for this photo at this width.
 */
export function useWallLayer(
  wall: WallGeometry & { imageUrl: string },
  stageWidth: number,
  wallCanvasRef: RefObject<HTMLCanvasElement | null>,
  lightRef: RefObject<HTMLCanvasElement | null>,
): boolean {
  const [readyKey, setReadyKey] = useState('');
  const { imageUrl, width, height } = wall;

  useEffect(() => {
    if (stageWidth === 0) return;
    let cancelled = false;
    const target = wallDecodeSize({ width, height }, stageWidth, stageDpr(window.devicePixelRatio));
    void (async () => {
      try {
        const blob = await wallPhotoBlob(imageUrl);
        const bitmap = await createImageBitmap(blob, { resizeWidth: target.width, resizeHeight: target.height, resizeQuality: 'high' });
        if (cancelled) return bitmap.close();
        const canvas = wallCanvasRef.current;
        const light = lightRef.current;
        if (!canvas || !light) return bitmap.close();
        canvas.width = target.width;
        canvas.height = target.height;
        canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
        const map = makeLightMap(bitmap);
        light.width = map.width;
        light.height = map.height;
        light.getContext('2d')?.drawImage(map, 0, 0);
        bitmap.close();
        setReadyKey(`${imageUrl}@${stageWidth}`);
      } catch {
        // The stage keeps saying it is loading; the wall list offers the other walls.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [imageUrl, width, height, stageWidth, wallCanvasRef, lightRef]);

  return readyKey === `${imageUrl}@${stageWidth}`;
}

/**
 * The framed art drawn at the stage's scale (redrawn when an option or the stage size changes,
 * never per frame); its size in pixels, which the art's handle takes too.
 */
export function useFramedArt(
  artCanvasRef: RefObject<HTMLCanvasElement | null>,
  { artImage, options, canvasInches, stageWidth, wallWidthInches, perspective }: {
    artImage: HTMLImageElement;
    options: DesignOptions;
    canvasInches: Dimensions;
    stageWidth: number;
    wallWidthInches: number;
    perspective: boolean;
  },
): Dimensions {
  const [artSize, setArtSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const canvas = artCanvasRef.current;
    if (!canvas || stageWidth === 0) return;
    const pxPerInch = artPxPerInch(stageWidth, wallWidthInches, stageDpr(window.devicePixelRatio), perspective, canvasInches);
    drawFramedArt(canvas, { image: artImage, options, canvasInches, pxPerInch });
    setArtSize({ width: canvas.width, height: canvas.height });
  }, [artCanvasRef, artImage, options, canvasInches, stageWidth, wallWidthInches, perspective]);
  return artSize;
}
