/**
 * The pixel maths of the age-progression portraits (issue 20 "Believable"): pure functions over
 * RGBA pixel arrays and the 68 face landmarks, no canvas. `planAging` does the work that does not
 * depend on the age once per photo (masks, shading fields, displacement); `renderAging` makes one
 * portrait from the plan and the effects' strengths (age-effects.ts) in a single pass.
 *
 * Nothing is drawn as a stroke: lines and folds are shading fields (a soft shadow with a faint
 * highlight beside it, tapered, broken up by noise and modulated by the skin's own texture) that
 * multiply or lighten the skin under a feathered skin mask; grey hair only inside a feathered hair
 * matte (pixels of the hair region with the hair's colours, not the colours around the head, and
 * connected to the hair at the hairline: decision 055).
 *
 * The engine is split by step: masks (age-masks.ts), colour sampling (age-colours.ts), the hair
 * matte (age-hair.ts), lines and folds (age-lines.ts), the plan (age-plan.ts) and the render
 * (age-render.ts). This file is its public face: what the web app and the tests use.
 */
export { blur, blurAround, closeMask, colourGeodesic, connectedHair, fillPolygon, hash01, noise1, noise2, personMatte, personWeight, softLight, type PixelImage } from './age-masks';
export { colourDistance, hairMatcher, hairMatteValue, sampleBackground, sampleHair, sampleHairShades, sampleSkin, sampleSurroundings, type HairPalette } from './age-colours';
export { personMatteFits } from './age-hair';
export { creaseProfile, creaseVisibility, faceCreases, type Crease, type CreaseGroup } from './age-lines';
export { planAging, type AgingPlan } from './age-plan';
export { photoSilver, renderAging, silverOf, type Silver } from './age-render';
