// Builds a whole product image as SVG: the item alone on a soft background ("product"), or the
// item in a small room ("room"). Pure functions, so they are easy to preview and to test.
import { lightness, mix, shade } from "./colour";
import { drawings, type DrawingKind, type Placement } from "./drawings";
import { CANVAS, GROUND, type DrawingColours, type DrawFunction } from "./frame";
import { bed, diningTable, loungeChair, sideboard, sofa } from "./furniture";

export type { DrawingKind } from "./drawings";
export type { DrawingColours } from "./frame";
export { drawings } from "./drawings";

export type ImageView = "product" | "room";

const WALL = "#ebe4d9";
const FLOOR = "#d3b892";
/** The room scene: the wall meets the floor at WALL_BASE, and things stand on ROOM_FLOOR. */
const WALL_BASE = 540;
const ROOM_FLOOR = 720;
/** Props are drawn in their own frames; these are their sizes and the heights things rest at. */
const SIDEBOARD_SCALE = 0.8;
const SIDEBOARD_TOP = ROOM_FLOOR - (GROUND - 340) * SIDEBOARD_SCALE;
const SOFA_SCALE = 0.82;
const SOFA_SEAT = ROOM_FLOOR - (GROUND - 460) * SOFA_SCALE;
const BED_SCALE = 0.82;
const BED_TOP = ROOM_FLOOR - (GROUND - 500) * BED_SCALE;

const props = {
  sideboard: { colour: "#b08660", accent: "#3a3330" },
  sofa: { colour: "#bdb6ab", accent: "#5a4636" },
  table: { colour: "#b98a5a", accent: "#9a6f45" },
  bed: { colour: "#c49a6c", accent: "#f1ece3" },
  chair: { colour: "#a8a090", accent: "#8a6443" },
};

function svgDocument(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS}" height="${CANVAS}" viewBox="0 0 ${CANVAS} ${CANVAS}">${body}</svg>`;
}

/** Draws `draw` scaled by `scale` so that its floor point (400, 640) lands on (x, y). */
function placed(
  draw: DrawFunction,
  colours: DrawingColours,
  x: number,
  y: number,
  scale: number,
): string {
  return `<g transform="translate(${x - 400 * scale} ${y - GROUND * scale}) scale(${scale})">${draw(colours)}</g>`;
}

function productBackground(colour: string): string {
  return lightness(colour) > 0.78 ? "#e2dbd0" : mix(colour, "#f5f1ea", 0.84);
}

function productView(kind: DrawingKind, colours: DrawingColours): string {
  const { draw, placement } = drawings[kind];
  const background = productBackground(colours.colour);
  const grounded = placement !== "ceiling" && placement !== "wall" && placement !== "rug";
  const shadow = grounded
    ? `<ellipse cx="400" cy="${GROUND + 4}" rx="300" ry="18" fill="${shade(background, -0.08)}"/>`
    : "";
  const item =
    placement === "rug" ? `<g transform="rotate(-8 400 400)">${draw(colours)}</g>` : draw(colours);
  return svgDocument(
    `<rect width="${CANVAS}" height="${CANVAS}" fill="${background}"/>${shadow}${item}`,
  );
}

function roomShell(): string {
  const planks = [580, 625, 680, 745]
    .map((y) => `<path d="M0 ${y}H800" stroke="${shade(FLOOR, -0.08)}" stroke-width="3"/>`)
    .join("");
  const window =
    `<rect x="56" y="64" width="200" height="360" rx="4" fill="#f7f4ee"/>` +
    `<rect x="72" y="80" width="168" height="328" fill="#d6e3e6"/>` +
    `<path d="M156 80V408M72 244H240" stroke="#f7f4ee" stroke-width="10"/>`;
  const plant =
    `<path d="M730 650C680 570 690 470 730 420M730 650C770 570 790 500 770 430M730 650C716 570 660 540 650 500" stroke="#5f7a5c" stroke-width="7" fill="none"/>` +
    `<ellipse cx="730" cy="420" rx="30" ry="50" fill="#7f9a7c"/><ellipse cx="770" cy="430" rx="26" ry="46" transform="rotate(20 770 430)" fill="#6f8c6c"/><ellipse cx="650" cy="500" rx="42" ry="20" transform="rotate(-20 650 500)" fill="#7f9a7c"/>` +
    `<path d="M694 630h76l-12 ${ROOM_FLOOR - 630}h-52z" fill="#c97b57"/>`;
  return (
    `<rect width="800" height="800" fill="${WALL}"/>` +
    `<rect y="${WALL_BASE}" width="800" height="${800 - WALL_BASE}" fill="${FLOOR}"/>` +
    planks +
    `<rect y="${WALL_BASE - 12}" width="800" height="14" fill="#f7f4ee"/>` +
    window +
    plant
  );
}

const sideboardProp = () => placed(sideboard, props.sideboard, 400, ROOM_FLOOR, SIDEBOARD_SCALE);

/** The room around the item for each placement: the props it stands on or beside, then the item. */
const roomLayouts: Record<
  Placement,
  (draw: DrawFunction, colours: DrawingColours, scale: number) => string
> = {
  floor: (draw, colours, scale) => placed(draw, colours, 410, ROOM_FLOOR, scale),
  sideboard: (draw, colours, scale) =>
    sideboardProp() + placed(draw, colours, 420, SIDEBOARD_TOP, scale),
  wall: (draw, colours, scale) =>
    sideboardProp() +
    `<g transform="translate(${400 - 400 * scale} ${SIDEBOARD_TOP - 36 - 700 * scale}) scale(${scale})">${draw(colours)}</g>`,
  ceiling: (draw, colours, scale) =>
    placed(diningTable, props.table, 410, ROOM_FLOOR, 0.78) +
    `<g transform="translate(${410 - 400 * scale} 0) scale(${scale})">${draw(colours)}</g>`,
  sofa: (draw, colours, scale) =>
    placed(sofa, props.sofa, 410, ROOM_FLOOR, SOFA_SCALE) +
    placed(draw, colours, 330, SOFA_SEAT + 40 * scale, scale),
  bed: (draw, colours, scale) =>
    placed(bed, props.bed, 410, ROOM_FLOOR, BED_SCALE) +
    placed(draw, colours, 470, BED_TOP + 10, scale),
  rug: (draw, colours, scale) =>
    `<g transform="translate(400 680) scale(${0.95 * scale} ${0.28 * scale}) rotate(90) translate(-400 -400)">${draw(colours)}</g>` +
    placed(loungeChair, props.chair, 230, 640, 0.56),
};

function roomView(kind: DrawingKind, colours: DrawingColours): string {
  const { draw, placement, roomScale } = drawings[kind];
  return svgDocument(roomShell() + roomLayouts[placement](draw, colours, roomScale));
}

/** An 800 × 800 SVG image of a product of the given kind, in its colours. */
export function productImageSvg(
  kind: DrawingKind,
  colours: DrawingColours,
  view: ImageView,
): string {
  return view === "product" ? productView(kind, colours) : roomView(kind, colours);
}
