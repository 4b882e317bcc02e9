// Every drawing a demo product can use, with where it belongs in a room.
import * as accessories from "./accessories";
import type { DrawFunction } from "./frame";
import * as furniture from "./furniture";
import * as lighting from "./lighting";
import * as textiles from "./textiles";

/**
 * Where the room scene puts the item: standing on the floor, hung on the wall above a sideboard,
 * hanging over a table, standing on a sideboard, resting on a sofa or a bed, or laid as a rug.
 */
export type Placement = "floor" | "wall" | "ceiling" | "sideboard" | "sofa" | "bed" | "rug";

export interface Drawing {
  draw: DrawFunction;
  placement: Placement;
  /** How large the item is drawn in the room scene, relative to its product image. */
  roomScale: number;
}

export const drawings = {
  sofa: { draw: furniture.sofa, placement: "floor", roomScale: 0.82 },
  loveseat: { draw: furniture.loveseat, placement: "floor", roomScale: 0.82 },
  "corner-sofa": { draw: furniture.cornerSofa, placement: "floor", roomScale: 0.8 },
  "lounge-chair": { draw: furniture.loungeChair, placement: "floor", roomScale: 0.66 },
  armchair: { draw: furniture.armchair, placement: "floor", roomScale: 0.7 },
  "dining-chair": { draw: furniture.diningChair, placement: "floor", roomScale: 0.68 },
  "upholstered-chair": { draw: furniture.upholsteredChair, placement: "floor", roomScale: 0.68 },
  stool: { draw: furniture.stool, placement: "floor", roomScale: 0.66 },
  "dining-table": { draw: furniture.diningTable, placement: "floor", roomScale: 0.78 },
  "round-table": { draw: furniture.roundTable, placement: "floor", roomScale: 0.74 },
  "coffee-table": { draw: furniture.coffeeTable, placement: "floor", roomScale: 0.74 },
  "side-table": { draw: furniture.sideTable, placement: "floor", roomScale: 0.62 },
  sideboard: { draw: furniture.sideboard, placement: "floor", roomScale: 0.8 },
  bookshelf: { draw: furniture.bookshelf, placement: "floor", roomScale: 0.9 },
  bed: { draw: furniture.bed, placement: "floor", roomScale: 0.82 },
  "upholstered-bed": { draw: furniture.upholsteredBed, placement: "floor", roomScale: 0.8 },
  nightstand: { draw: furniture.nightstand, placement: "floor", roomScale: 0.6 },
  dresser: { draw: furniture.dresser, placement: "floor", roomScale: 0.76 },
  "pendant-dome": { draw: lighting.pendantDome, placement: "ceiling", roomScale: 0.6 },
  "pendant-globe": { draw: lighting.pendantGlobe, placement: "ceiling", roomScale: 0.6 },
  "pendant-woven": { draw: lighting.pendantWoven, placement: "ceiling", roomScale: 0.6 },
  "floor-lamp-arc": { draw: lighting.floorLampArc, placement: "floor", roomScale: 0.95 },
  "floor-lamp-tripod": { draw: lighting.floorLampTripod, placement: "floor", roomScale: 0.95 },
  "table-lamp-mushroom": {
    draw: lighting.tableLampMushroom,
    placement: "sideboard",
    roomScale: 0.52,
  },
  "table-lamp-shade": { draw: lighting.tableLampShade, placement: "sideboard", roomScale: 0.56 },
  "table-lamp-task": { draw: lighting.tableLampTask, placement: "sideboard", roomScale: 0.54 },
  "rug-kilim": { draw: textiles.rugKilim, placement: "rug", roomScale: 1 },
  "rug-berber": { draw: textiles.rugBerber, placement: "rug", roomScale: 1 },
  "rug-stripe": { draw: textiles.rugStripe, placement: "rug", roomScale: 1 },
  "rug-round": { draw: textiles.rugRound, placement: "rug", roomScale: 0.9 },
  cushion: { draw: textiles.cushion, placement: "sofa", roomScale: 0.36 },
  "cushion-piped": { draw: textiles.cushionPiped, placement: "sofa", roomScale: 0.36 },
  "cushion-lumbar": { draw: textiles.cushionLumbar, placement: "sofa", roomScale: 0.38 },
  "throw-waffle": { draw: textiles.throwWaffle, placement: "floor", roomScale: 0.8 },
  "throw-check": { draw: textiles.throwCheck, placement: "floor", roomScale: 0.8 },
  bedding: { draw: textiles.bedding, placement: "bed", roomScale: 0.4 },
  "vase-ridge": { draw: accessories.vaseRidge, placement: "sideboard", roomScale: 0.5 },
  "vase-amphora": { draw: accessories.vaseAmphora, placement: "sideboard", roomScale: 0.5 },
  "vase-bubble": { draw: accessories.vaseBubble, placement: "sideboard", roomScale: 0.46 },
  "arch-mirror": { draw: accessories.archMirror, placement: "wall", roomScale: 0.5 },
  "round-mirror": { draw: accessories.roundMirror, placement: "wall", roomScale: 0.52 },
  "floor-mirror": { draw: accessories.floorMirror, placement: "floor", roomScale: 0.9 },
  plates: { draw: accessories.plates, placement: "sideboard", roomScale: 0.4 },
  bowl: { draw: accessories.bowl, placement: "sideboard", roomScale: 0.4 },
  "footed-bowl": { draw: accessories.footedBowl, placement: "sideboard", roomScale: 0.42 },
  mugs: { draw: accessories.mugs, placement: "sideboard", roomScale: 0.34 },
  carafe: { draw: accessories.carafe, placement: "sideboard", roomScale: 0.42 },
  board: { draw: accessories.board, placement: "sideboard", roomScale: 0.42 },
  "candle-holders": { draw: accessories.candleHolders, placement: "sideboard", roomScale: 0.46 },
} as const satisfies Record<string, Drawing>;

export type DrawingKind = keyof typeof drawings;
