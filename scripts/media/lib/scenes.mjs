// The four furnished interiors. Each scene has its camera, shell options, furniture markup
// (drawn with the furniture kit of its camera) and the empty feature-wall rectangle (cm on
// the back wall) where art belongs. Portfolio
// shots reuse the same scenes with a mural painted on the wall.
import { radial, linear } from './svg.mjs';
import { WIDE_CAMERA } from './room.mjs';

export const sceneDefs = `${radial('lampGlow', [[0, '#fff2c9', 0.55], [0.4, '#ffe3a6', 0.18], [1, '#ffe3a6', 0]])}${linear('screen', [[0, '#3d7a8c'], [1, '#1f2a44']], 0, 0, 1, 1)}`;

export const scenes = {
  living: {
    name: 'Modern Living Room',
    shell: { wall: '#d9d2c5', floor: '#b98a5e' },
    art: { x0: -115, x1: 115, y0: 118, y1: 250 },
    camera: WIDE_CAMERA,
    furniture: (f) =>
      f.rug(-190, 190, 300, 470, '#e9dfd0', '#c9b8a0') +
      f.plant(-240, 460, 165, '#e9e2d6', 3) +
      f.floorLamp(205, 470) +
      f.sofa(-150, 150, 498, '#5f7d74') +
      f.sideTable(165, 200, 440, 475, '#c89b6d') +
      f.coffeeTable(-70, 70, 330, 380),
  },
  bedroom: {
    name: 'Bedroom',
    shell: { wall: '#c9d3d6', floor: '#c49a70' },
    art: { x0: -100, x1: 100, y0: 140, y1: 250 },
    camera: WIDE_CAMERA,
    furniture: (f) =>
      f.rug(-170, 170, 280, 430, '#efe7da', '#d3c4ad') +
      f.sideTable(-165, -120, 455, 495, '#d8b68c', 58) +
      f.tableLamp(-142, 58, 475) +
      f.sideTable(120, 165, 455, 495, '#d8b68c', 58) +
      f.tableLamp(142, 58, 475) +
      f.plant(240, 470, 120, '#c9b8a0', 8) +
      f.bed(-95, 95, 300, { duvet: '#f3efe7', throwC: '#d98b6f', head: '#b9a58c' }),
  },
  office: {
    name: 'Office',
    shell: { wall: '#2f4a45', side: '#dcd6cc', floor: '#a77c55', skirting: '#e9e4db' },
    art: { x0: -120, x1: 120, y0: 150, y1: 265 },
    camera: WIDE_CAMERA,
    furniture: (f) =>
      f.bookshelf(180, 280, 460, '#efe9df', 5) +
      f.plant(-240, 455, 150, '#e9e2d6', 12) +
      f.desk(-110, 110, 420, 490) +
      f.monitor(-25, 470) +
      f.officeChair(-20, 370, '#e07a5f'),
  },
  dining: {
    name: 'Dining Room',
    shell: { wall: '#e6d3bf', floor: '#9c7350' },
    art: { x0: -105, x1: 105, y0: 140, y1: 255 },
    camera: WIDE_CAMERA,
    furniture: (f) =>
      f.sideboard(-145, 145, 455, '#3d5a6c', 78) +
      f.vase(-128, 78, 475, '#f2cc8f') +
      f.plant(250, 460, 140, '#e07a5f', 21) +
      f.chair(-70, 420, '#e9e2d6', 'front') +
      f.chair(70, 420, '#e9e2d6', 'front') +
      f.diningTable(-130, 130, 330, 400) +
      f.chair(-70, 300, '#e9e2d6', 'back') +
      f.chair(70, 300, '#e9e2d6', 'back') +
      f.pendant(-190, 400, 200) +
      f.pendant(190, 400, 200),
  },
};
