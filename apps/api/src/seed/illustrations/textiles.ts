// Rugs are drawn from above (the room scene lays them on the floor); cushions, throws and bedding
// from the front.
import { shade } from "./colour";
import type { DrawFunction } from "./frame";

const RUG = { left: 180, top: 90, width: 440, height: 620 };

function fringe(colour: string): string {
  const strands = Array.from({ length: 22 }, (_, i) => RUG.left + 10 + i * 20);
  return strands
    .map(
      (x) =>
        `<path d="M${x} ${RUG.top - 22}v22M${x} ${RUG.top + RUG.height}v22" stroke="${colour}" stroke-width="4"/>`,
    )
    .join("");
}

/** A rectangular rug with fringes; `pattern` is drawn clipped to the rug. */
function rectangularRug(id: string, field: string, fringeColour: string, pattern: string): string {
  const { left, top, width, height } = RUG;
  return (
    `<defs><clipPath id="${id}"><rect x="${left}" y="${top}" width="${width}" height="${height}"/></clipPath></defs>` +
    fringe(fringeColour) +
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="${field}"/>` +
    `<g clip-path="url(#${id})">${pattern}</g>`
  );
}

function diamond(cx: number, cy: number, rx: number, ry: number, fill: string): string {
  return `<path d="M${cx} ${cy - ry}L${cx + rx} ${cy}L${cx} ${cy + ry}L${cx - rx} ${cy}z" fill="${fill}"/>`;
}

export const rugKilim: DrawFunction = ({ colour, accent }) => {
  const dark = shade(colour, -0.45);
  const centres = [230, 400, 570];
  const motifs = centres
    .map(
      (cy) =>
        diamond(400, cy, 110, 80, accent) +
        diamond(400, cy, 70, 50, dark) +
        diamond(400, cy, 26, 18, colour),
    )
    .join("");
  const zigzag = (x: number) =>
    `<path d="M${x} 120${Array.from({ length: 14 }, (_, i) => `L${x + (i % 2 === 0 ? 22 : 0)} ${150 + i * 40}`).join("")}" stroke="${dark}" stroke-width="8" fill="none"/>`;
  return rectangularRug(
    "kilim",
    colour,
    accent,
    `<rect x="180" y="90" width="440" height="620" fill="none" stroke="${accent}" stroke-width="44"/>` +
      `<rect x="214" y="124" width="372" height="552" fill="none" stroke="${dark}" stroke-width="8"/>` +
      zigzag(240) +
      zigzag(538) +
      motifs,
  );
};

export const rugBerber: DrawFunction = ({ colour, accent }) => {
  const lines = Array.from({ length: 12 }, (_, i) => {
    const x = -200 + i * 120;
    return `<path d="M${x} 90l620 620M${x + 620} 90l-620 620" stroke="${accent}" stroke-width="7"/>`;
  }).join("");
  return rectangularRug("berber", colour, shade(colour, -0.08), lines);
};

export const rugStripe: DrawFunction = ({ colour, accent }) => {
  const stripes = Array.from({ length: 6 }, (_, i) => {
    const y = 120 + i * 100;
    return `<rect x="180" y="${y}" width="440" height="48" fill="${colour}"/><rect x="180" y="${y + 62}" width="440" height="8" fill="${shade(colour, -0.3)}"/>`;
  }).join("");
  return rectangularRug("stripes", accent, accent, stripes);
};

export const rugRound: DrawFunction = ({ colour, accent }) => {
  const rings = Array.from({ length: 13 }, (_, i) => {
    const radius = 300 - i * 23;
    return `<circle cx="400" cy="400" r="${radius}" fill="${i % 2 === 0 ? colour : accent}"/>`;
  }).join("");
  return (
    rings +
    `<circle cx="400" cy="400" r="300" fill="none" stroke="${shade(accent, -0.15)}" stroke-width="6"/>`
  );
};

/** A cushion with pinched corners, centred on (cx, cy). */
function cushionShape(cx: number, cy: number, halfWidth: number, halfHeight: number): string {
  const l = cx - halfWidth;
  const r = cx + halfWidth;
  const t = cy - halfHeight;
  const b = cy + halfHeight;
  const pinch = 22;
  return `M${l} ${t}Q${cx} ${t + pinch} ${r} ${t}Q${r - pinch} ${cy} ${r} ${b}Q${cx} ${b - pinch} ${l} ${b}Q${l + pinch} ${cy} ${l} ${t}z`;
}

/** Fills the cushion, lights its middle and creases its corners. */
function cushionBody(outline: string, colour: string, edge: string, texture = ""): string {
  return (
    `<path d="${outline}" fill="${colour}"${edge}/>` +
    `<path d="${outline}" fill="${shade(colour, 0.18)}" transform="translate(400 410) scale(0.62) translate(-400 -410)" opacity="0.55"/>` +
    texture
  );
}

function creases(
  cx: number,
  cy: number,
  halfWidth: number,
  halfHeight: number,
  colour: string,
): string {
  return [-1, 1]
    .flatMap((sx) =>
      [-1, 1].map((sy) => [cx + sx * (halfWidth - 14), cy + sy * (halfHeight - 14), sx, sy]),
    )
    .map(
      ([x, y, sx, sy]) =>
        `<path d="M${x} ${y}q${-sx * 30} ${-sy * 6} ${-sx * 50} ${-sy * 34}" stroke="${shade(colour, -0.14)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    )
    .join("");
}

export const cushion: DrawFunction = ({ colour }) =>
  cushionBody(cushionShape(400, 410, 190, 180), colour, "", creases(400, 410, 190, 180, colour));

export const cushionPiped: DrawFunction = ({ colour, accent }) =>
  cushionBody(
    cushionShape(400, 410, 190, 180),
    colour,
    ` stroke="${accent}" stroke-width="12" stroke-linejoin="round"`,
  );

export const cushionLumbar: DrawFunction = ({ colour, accent }) => {
  const loops = Array.from({ length: 120 }, (_, i) => {
    const x = 170 + ((i * 83) % 460);
    const y = 316 + ((i * 47) % 190);
    return `<circle cx="${x}" cy="${y}" r="6" fill="${i % 2 === 0 ? accent : shade(colour, 0.2)}" opacity="0.6"/>`;
  }).join("");
  return cushionBody(
    cushionShape(400, 410, 260, 130),
    colour,
    "",
    loops + creases(400, 410, 260, 130, colour),
  );
};

const LADDER = "#b98a5a";

/** A throw hung over the top rung of a leaning blanket ladder, tasselled at both ends. */
function draped(id: string, colour: string, texture: string): string {
  const front = "M262 206Q400 176 538 206L544 470Q474 490 400 480Q326 490 256 470z";
  const tassels = (y: number, from: number, to: number) =>
    Array.from(
      { length: Math.floor((to - from) / 14) + 1 },
      (_, i) =>
        `<path d="M${from + i * 14} ${y}v24" stroke="${shade(colour, -0.1)}" stroke-width="4" stroke-linecap="round"/>`,
    ).join("");
  return (
    `<path d="M286 100 250 644M514 100 550 644" stroke="${LADDER}" stroke-width="22" stroke-linecap="round"/>` +
    [360, 560]
      .map(
        (y) =>
          `<path d="M${272 - (y - 100) * 0.066} ${y}H${528 + (y - 100) * 0.066}" stroke="${shade(LADDER, -0.1)}" stroke-width="16"/>`,
      )
      .join("") +
    `<path d="M270 200H530V520Q400 536 270 520z" fill="${shade(colour, -0.16)}"/>` +
    tassels(524, 276, 524) +
    `<path d="M268 190H532" stroke="${LADDER}" stroke-width="18" stroke-linecap="round"/>` +
    `<defs><clipPath id="${id}"><path d="${front}"/></clipPath></defs>` +
    `<path d="${front}" fill="${colour}"/>` +
    `<g clip-path="url(#${id})">${texture}<path d="M330 220 324 480M470 220 476 480" stroke="${shade(colour, -0.12)}" stroke-width="10" opacity="0.5"/></g>` +
    `<path d="M262 206Q400 176 538 206" stroke="${shade(colour, 0.2)}" stroke-width="10" fill="none"/>` +
    tassels(478, 262, 538)
  );
}

export const throwWaffle: DrawFunction = ({ colour, accent }) => {
  const grid = Array.from(
    { length: 14 },
    (_, i) =>
      `<path d="M${250 + i * 22} 180V560" stroke="${accent}" stroke-width="5" opacity="0.7"/>`,
  )
    .concat(
      Array.from(
        { length: 17 },
        (_, i) =>
          `<path d="M240 ${214 + i * 22}H560" stroke="${accent}" stroke-width="5" opacity="0.7"/>`,
      ),
    )
    .join("");
  return draped("waffle", colour, grid);
};

export const throwCheck: DrawFunction = ({ colour, accent }) => {
  const checks =
    Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="${286 + i * 72}" y="180" width="26" height="380" fill="${accent}" opacity="0.6"/>`,
    ).join("") +
    Array.from(
      { length: 4 },
      (_, i) =>
        `<rect x="240" y="${236 + i * 76}" width="320" height="26" fill="${accent}" opacity="0.6"/>`,
    ).join("");
  return draped("check", colour, checks);
};

export const bedding: DrawFunction = ({ colour, accent }) => {
  const fold = (x: number, y: number, width: number, height: number, fill: string) =>
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="22" fill="${fill}"/>` +
    `<path d="M${x + 16} ${y + height * 0.55}H${x + width - 16}" stroke="${shade(fill, -0.1)}" stroke-width="5" stroke-linecap="round"/>`;
  return (
    fold(160, 520, 480, 110, colour) +
    fold(190, 430, 420, 96, accent) +
    fold(220, 350, 360, 86, shade(colour, 0.15)) +
    `<rect x="470" y="344" width="44" height="290" fill="${shade(colour, -0.25)}" opacity="0.85"/>`
  );
};
