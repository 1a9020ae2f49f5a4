/**
 * TEMPORARY (until engineer G's `studio/walls` and `studio/api/walls-api.ts` land): the wall list
 * for the visualizer — the server's defaults and the user's walls, or the bundled default pictures
 * when the walls API does not answer yet.
 */
import { useEffect, useState } from 'react';
import { getSessionToken } from '../../../lib/session-token';
import type { WallPhoto } from './visualizer';

export interface WallChoice extends WallPhoto {
  id: string;
  thumbnailUrl: string;
  isDefault: boolean;
}

interface ServerWall {
  id: string;
  name: string;
  imageUrl: string;
  thumbnailUrl?: string;
  width: number;
  height: number;
  widthInches: number;
  floorLine: number | null;
  isDefault: boolean;
}

interface BundledWalls {
  walls: { id: string; name: string; file: string; thumb: string; width: number; height: number }[];
}

const toChoice = (w: ServerWall): WallChoice => ({ ...w, thumbnailUrl: w.thumbnailUrl ?? w.imageUrl });

async function loadWalls(): Promise<WallChoice[]> {
  try {
    const defaults = await fetch('/api/walls/defaults');
    if (!defaults.ok) throw new Error(String(defaults.status));
    const list = ((await defaults.json()) as { wallBackgrounds: ServerWall[] }).wallBackgrounds.map(toChoice);
    const token = getSessionToken();
    if (token) {
      const own = await fetch('/api/walls', { headers: { Authorization: `Bearer ${token}` } }).catch(() => null);
      if (own?.ok) list.push(...((await own.json()) as { wallBackgrounds: ServerWall[] }).wallBackgrounds.map(toChoice));
    }
    return list;
  } catch {
    const bundled = (await (await fetch('/media/walls/walls.json')).json()) as BundledWalls;
    // The bundled rooms show about 16 ft of back wall across the picture, floor at 76 %.
    return bundled.walls.map((w) => ({ id: w.id, name: w.name, imageUrl: w.file, thumbnailUrl: w.thumb, width: w.width, height: w.height, widthInches: 200, floorLine: 0.76, isDefault: true }));
  }
}

export function useWallList(): WallChoice[] {
  const [walls, setWalls] = useState<WallChoice[]>([]);
  useEffect(() => {
    let live = true;
    void loadWalls().then((list) => live && setWalls(list), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return walls;
}
