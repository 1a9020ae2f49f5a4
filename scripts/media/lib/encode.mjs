// ffmpeg helpers: synthesised ambient audio and size-capped WebM/MP4 encodes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';

function ff(args) {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
}

const note = (f, amp) => `${amp}*(sin(2*PI*${f}*t)+0.35*sin(2*PI*${(f * 2).toFixed(2)}*t+1)+0.5*sin(2*PI*${(f + 0.6).toFixed(2)}*t))`;

/**
 * Soft pad: two seventh chords crossfading over one loop, so the end flows into the
 * start; plus brush-like filtered pink noise that swells every `swishEvery` seconds.
 */
export function synthAmbient(outWav, { duration, chords, swishEvery, swishPhase = 0 }) {
  const T = duration;
  const [a, b] = chords;
  const wA = `(0.5+0.5*cos(2*PI*t/${T}))`;
  const wB = `(0.5-0.5*cos(2*PI*t/${T}))`;
  const sum = (notes) => notes.map((f) => note(f, 0.05)).join('+');
  const pad = `(${wA}*(${sum(a)})+${wB}*(${sum(b)}))*(0.85+0.15*sin(2*PI*t*${(4 / T).toFixed(4)}))`;
  const swish = `0.15+1.6*pow(sin(PI*mod(t+${swishPhase},${swishEvery})/${swishEvery}),6)`;
  ff([
    '-f', 'lavfi', '-i', `aevalsrc=exprs='${pad}|${pad}':s=48000:d=${T}`,
    '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.12:seed=7:d=${T}:r=48000`,
    '-filter_complex',
    `[0:a]lowpass=f=1400,aecho=0.8:0.7:180|420:0.35|0.2[p];` +
      `[1:a]bandpass=f=1800:width_type=q:w=0.7,lowpass=f=5000,volume='${swish}':eval=frame,aformat=channel_layouts=stereo,stereotools=delay=12[n];` +
      `[p][n]amix=inputs=2:weights='1 0.55':normalize=0,alimiter=limit=0.5,afade=t=in:d=0.4,afade=t=out:st=${(T - 0.4).toFixed(2)}:d=0.4`,
    '-ac', '2', '-ar', '48000', outWav,
  ]);
}

/**
 * Encode numbered PNG frames + audio to VP9/Opus WebM and H.264/AAC MP4 with
 * two-pass bitrate targeting, retrying at a lower rate until each file is < maxBytes.
 */
export function encodeVideos({ framesPattern, fps, wav, outBase, maxBytes, kbps }) {
  const passDir = path.dirname(framesPattern);
  const results = {};
  for (const kind of ['webm', 'mp4']) {
    let rate = kbps;
    const out = `${outBase}.${kind}`;
    for (;;) {
      const log = path.join(passDir, `pass-${kind}`);
      const common = ['-framerate', String(fps), '-i', framesPattern];
      if (kind === 'webm') {
        const v = ['-c:v', 'libvpx-vp9', '-b:v', `${rate}k`, '-row-mt', '1', '-tile-columns', '1', '-deadline', 'good', '-cpu-used', '2', '-g', String(fps * 4), '-pix_fmt', 'yuv420p', '-passlogfile', log];
        ff([...common, ...v, '-pass', '1', '-an', '-f', 'null', '/dev/null']);
        ff([...common, '-i', wav, ...v, '-pass', '2', '-c:a', 'libopus', '-b:a', '48k', '-shortest', out]);
      } else {
        const v = ['-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-b:v', `${rate}k`, '-g', String(fps * 4), '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-passlogfile', log];
        ff([...common, ...v, '-pass', '1', '-an', '-f', 'null', '/dev/null']);
        ff([...common, '-i', wav, ...v, '-pass', '2', '-c:a', 'aac', '-b:a', '64k', '-shortest', '-movflags', '+faststart', out]);
      }
      const size = fs.statSync(out).size;
      if (size < maxBytes || rate < 300) {
        results[kind] = { bytes: size, kbps: rate };
        break;
      }
      rate = Math.floor(rate * 0.85);
    }
  }
  return results;
}
