import { useEffect, useRef, useState } from 'react';
import { HERO_CROSSFADE_DURATION_MS, HERO_CROSSFADE_LEAD_MS } from '@wallart/shared';
import { heroMedia } from '../data/hero-content';

export interface HeroVideosProps {
  /** The visitor turned sound on and the hero is in view (docs/product/landing.md#home-hero: audio only while in view). */
  audible: boolean;
}

/**
 * docs/product/landing.md#home-hero: two looping background videos that cross-fade during the last second of
 * each (docs/product/landing.md#home-hero: the fade starts 1 s before the end and lasts 1 s). They are laid over the hero's
 * poster image (hero-section.tsx) and fade in once the first one plays, so they need no poster of
 * their own (which would download the full-size frames again).
 */
export default function HeroVideos({ audible }: HeroVideosProps) {
  const videos = useRef<Array<HTMLVideoElement | null>>([]);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(false);

  // Start the first video; stop both when the hero unmounts (or motion is turned off).
  useEffect(() => {
    const first = videos.current[0];
    if (!first) return;
    first.play().then(
      () => setPlaying(true),
      () => setPlaying(false), // autoplay refused: the poster stays
    );
    const all = videos.current;
    return () => {
      for (const video of all) video?.pause();
    };
  }, []);

  // While the active video is in its last second, start the other one from its beginning and swap:
  // the CSS opacity transition (1 s) is the cross-fade. The outgoing video plays out unseen and is
  // rewound when its turn comes again.
  useEffect(() => {
    const current = videos.current[active];
    const next = videos.current[1 - active];
    if (!current || !next) return;
    const onTime = () => {
      if (!Number.isFinite(current.duration) || current.duration - current.currentTime > HERO_CROSSFADE_LEAD_MS / 1000) return;
      current.removeEventListener('timeupdate', onTime);
      next.currentTime = 0;
      void next.play().catch(() => undefined);
      setActive(1 - active);
    };
    current.addEventListener('timeupdate', onTime);
    return () => current.removeEventListener('timeupdate', onTime);
  }, [active]);

  // Sound only from the visible video, only while the hero is in view and the visitor asked for it.
  useEffect(() => {
    videos.current.forEach((video, i) => {
      if (video) video.muted = !(audible && i === active);
    });
  }, [audible, active]);

  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
      {heroMedia.map((media, i) => (
          <video
            key={media.id}
            ref={(element) => {
              videos.current[i] = element;
            }}
            muted
            playsInline
            preload={i === 0 ? 'auto' : 'metadata'}
            width={media.width}
            height={media.height}
            tabIndex={-1}
            style={{ transitionDuration: `${HERO_CROSSFADE_DURATION_MS}ms` }}
            className={`absolute inset-0 size-full object-cover transition-opacity ease-linear ${playing && i === active ? 'opacity-100' : 'opacity-0'}`}
          >
            <source src={media.webm} type="video/webm" />
            <source src={media.mp4} type="video/mp4" />
          </video>
        ))}
    </div>
  );
}
