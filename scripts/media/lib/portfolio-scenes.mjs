// The interiors of the portfolio's mural shots: the rooms as first drawn, through the wide
// camera (a 600 cm room seen from 500 cm), so a mural fills a whole back wall. The wall
// backgrounds moved to true-size cameras (scenes.mjs, issue 20); these stay as they were so the
// portfolio pictures redraw unchanged.
import { WIDE_CAMERA } from './room.mjs';

export const portfolioScenes = {
  living: {
    shell: { wall: '#d9d2c5', floor: '#b98a5e' },
    camera: WIDE_CAMERA,
    furniture: (f) =>
      f.rug(-190, 190, 300, 470, '#e9dfd0', '#c9b8a0') +
      f.plant(-240, 460, 165, '#e9e2d6', 3) +
      f.floorLamp(205, 470) +
      f.sofa(-150, 150, 498, '#5f7d74') +
      f.sideTable(165, 200, 440, 475, '#c89b6d') +
      f.coffeeTable(-70, 70, 330, 380),
  },
  office: {
    shell: { wall: '#2f4a45', side: '#dcd6cc', floor: '#a77c55', skirting: '#e9e4db' },
    camera: WIDE_CAMERA,
    furniture: (f) =>
      f.bookshelf(180, 280, 460, '#efe9df', 5) +
      f.plant(-240, 455, 150, '#e9e2d6', 12) +
      f.desk(-110, 110, 420, 490) +
      f.monitor(-25, 470) +
      f.officeChair(-20, 370, '#e07a5f'),
  },
  dining: {
    shell: { wall: '#e6d3bf', floor: '#9c7350' },
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
