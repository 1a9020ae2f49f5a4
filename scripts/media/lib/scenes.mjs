// The four furnished interiors of the wall backgrounds (docs/product/visualizer.md#wall-backgrounds). Each has its camera, framed
// on the back wall at true scale (issue 20: the picture spans what a photo of such a room
// would, so a canvas hung there at its real size looks its size), shell options, furniture
// markup (cm, real sizes, drawn with the furniture kit of its camera; z counted back from the
// wall at `depth`) and the empty feature-wall rectangle (cm on the back wall) where art belongs.
// Furniture stays clear of the column above the centre where the art hangs by default
// (centre 57 in above the floor; a Medium 36 × 48 in canvas reaches 33 to 81 in).
import { radial, linear } from '@wallart/imaging';
import { framedCamera } from './room.mjs';

export const sceneDefs = `${radial('lampGlow', [[0, '#fff2c9', 0.55], [0.4, '#ffe3a6', 0.18], [1, '#ffe3a6', 0]])}${linear('screen', [[0, '#3d7a8c'], [1, '#1f2a44']], 0, 0, 1, 1)}`;

// Rooms 259 cm (102 in) high; the windows on the left wall sit near the back wall.
const HEIGHT = 259;
const windowNear = (depth) => ({ z0: depth - 160, z1: depth - 40, y0: 80, y1: 215 });

const living = framedCamera({ spanInches: 168, floorLine: 0.85, eye: 110, depth: 650, halfWidth: 190, height: HEIGHT, window: windowNear(650) });
const bedroom = framedCamera({ spanInches: 156, floorLine: 0.9, eye: 110, depth: 650, halfWidth: 180, height: HEIGHT, window: windowNear(650) });
const office = framedCamera({ spanInches: 150, floorLine: 0.93, eye: 105, depth: 650, halfWidth: 160, height: HEIGHT, window: windowNear(650) });
const dining = framedCamera({ spanInches: 156, floorLine: 0.9, eye: 110, depth: 650, halfWidth: 183, height: HEIGHT, window: windowNear(650) });

export const scenes = {
  living: {
    name: 'Modern Living Room',
    shell: { wall: '#d9d2c5', floor: '#b98a5e' },
    camera: living,
    art: { x0: -80, x1: 80, y0: 84, y1: 215 },
    // An 84 in (213 cm) three-seat sofa with a 30 in back, a 48 × 20 in coffee table, an 8 × 10 ft rug.
    furniture: (f, D = living.depth) =>
      f.rug(-152, 152, D - 280, D - 36, '#e9dfd0', '#c9b8a0') +
      f.plant(-160, D - 32, 140, '#e9e2d6', 3, 0.6) +
      f.floorLamp(170, D - 24) +
      f.sofa(-107, 107, D - 2, '#5f7d74', { height: 76 }) +
      f.sideTable(114, 150, D - 45, D - 8, '#c89b6d') +
      f.coffeeTable(-61, 61, D - 215, D - 165),
  },
  bedroom: {
    name: 'Bedroom',
    shell: { wall: '#c9d3d6', floor: '#c49a70' },
    camera: bedroom,
    art: { x0: -78, x1: 78, y0: 84, y1: 215 },
    // A queen bed (60 × 80 in) with a 30 in headboard, 18 in nightstands, a 9 × 8 ft rug.
    furniture: (f, D = bedroom.depth) =>
      f.rug(-137, 137, D - 300, D - 60, '#efe7da', '#d3c4ad') +
      f.sideTable(-132, -92, D - 45, D - 5, '#d8b68c', 58) +
      f.tableLamp(-112, 58, D - 25) +
      f.sideTable(92, 132, D - 45, D - 5, '#d8b68c', 58) +
      f.tableLamp(112, 58, D - 25) +
      f.plant(155, D - 55, 110, '#c9b8a0', 8, 0.6) +
      f.bed(-76, 76, D - 213, { duvet: '#f3efe7', throwC: '#d98b6f', head: '#b9a58c', headHeight: 76 }),
  },
  office: {
    name: 'Office',
    shell: { wall: '#2f4a45', side: '#dcd6cc', floor: '#a77c55', skirting: '#e9e4db' },
    camera: office,
    art: { x0: -48, x1: 48, y0: 84, y1: 205 },
    // A 60 × 27 in desk (30 in high) with a laptop to the side and its chair pulled out, a 6.5 ft bookcase.
    furniture: (f, D = office.depth) =>
      f.bookshelf(98, 156, D - 32, '#efe9df', 5) +
      f.plant(-135, D - 40, 130, '#e9e2d6', 12, 0.6) +
      f.desk(-76, 76, D - 70, D - 2) +
      f.laptop(62, D - 30) +
      f.officeChair(-72, D - 125, '#e07a5f'),
  },
  dining: {
    name: 'Dining Room',
    shell: { wall: '#e6d3bf', floor: '#9c7350' },
    camera: dining,
    art: { x0: -48, x1: 48, y0: 84, y1: 215 },
    // A 72 × 40 in table (30 in high; the near chairs are out of the picture), 35 in chairs, a 72 in sideboard, pendants over the table.
    furniture: (f, D = dining.depth) =>
      f.sideboard(-91, 91, D - 45, '#3d5a6c', 76) +
      f.vase(-72, 76, D - 22, '#f2cc8f') +
      f.plant(160, D - 40, 130, '#e07a5f', 21, 0.6) +
      f.chair(-64, D - 118, '#e9e2d6', 'front') +
      f.chair(64, D - 118, '#e9e2d6', 'front') +
      f.diningTable(-91, 91, D - 242, D - 140) +
      f.pendant(-70, D - 190, 160) +
      f.pendant(70, D - 190, 160),
  },
};
