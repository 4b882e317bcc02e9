// Vases, mirrors and tableware, drawn large in the shared frame.
import { shade } from "./colour";
import type { DrawFunction } from "./frame";

const LEAF = "#7f9a7c";
const STEM = "#5f7a5c";

/** A few stems of eucalyptus rising out of a vase mouth at (x, y). */
function eucalyptus(x: number, y: number): string {
  const stems = [
    { dx: -120, top: 70 },
    { dx: 10, top: 40 },
    { dx: 130, top: 100 },
  ];
  return stems
    .map(({ dx, top }) => {
      const endX = x + dx;
      const leaves = [0.2, 0.4, 0.6, 0.8, 0.95]
        .map((t, i) => {
          const lx = x + dx * t * t;
          const ly = y - (y - top) * t;
          return `<ellipse cx="${lx + (i % 2 === 0 ? -16 : 16)}" cy="${ly}" rx="20" ry="14" fill="${LEAF}"/>`;
        })
        .join("");
      return (
        `<path d="M${x} ${y}Q${x} ${(y + top) / 2} ${endX} ${top}" stroke="${STEM}" stroke-width="5" fill="none"/>` +
        leaves
      );
    })
    .join("");
}

export const vaseRidge: DrawFunction = ({ colour, accent }) => {
  const outline =
    "M330 640Q296 640 296 604L306 370Q310 322 350 300L356 254H444L450 300Q490 322 494 370L504 604Q504 640 470 640z";
  const ribs = Array.from(
    { length: 11 },
    (_, i) => `<path d="M${306 + i * 19} 250V640" stroke="${accent}" stroke-width="6"/>`,
  ).join("");
  return (
    eucalyptus(400, 262) +
    `<defs><clipPath id="ridge"><path d="${outline}"/></clipPath></defs>` +
    `<path d="${outline}" fill="${colour}"/>` +
    `<g clip-path="url(#ridge)">${ribs}</g>` +
    `<ellipse cx="400" cy="254" rx="44" ry="9" fill="${shade(colour, -0.35)}"/>`
  );
};

export const vaseAmphora: DrawFunction = ({ colour, accent }) => {
  const grasses = [-70, -30, 20, 60, 95]
    .map((dx, i) => {
      const tipX = 400 + dx * 2.2;
      const tipY = 60 + (i % 3) * 40;
      return `<path d="M400 230Q${400 + dx} 160 ${tipX} ${tipY}" stroke="#b79a6b" stroke-width="4" fill="none"/><ellipse cx="${tipX}" cy="${tipY + 30}" rx="14" ry="44" transform="rotate(${dx / 3} ${tipX} ${tipY + 30})" fill="#e3cfa6"/>`;
    })
    .join("");
  return (
    grasses +
    `<path d="M400 640C226 640 196 476 280 382C322 334 362 306 362 262L352 226H448L438 262C438 306 478 334 520 382C604 476 574 640 400 640z" fill="${colour}"/>` +
    `<path d="M300 420Q280 500 320 580" stroke="${shade(colour, 0.22)}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M300 380H500" stroke="${accent}" stroke-width="6"/>` +
    `<rect x="338" y="212" width="124" height="24" rx="10" fill="${accent}"/>`
  );
};

export const vaseBubble: DrawFunction = ({ colour, accent }) => {
  const bubbles = [
    [330, 470, 7],
    [455, 420, 5],
    [420, 560, 8],
    [500, 510, 4],
    [360, 560, 5],
    [470, 600, 6],
    [300, 530, 4],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.6"/>`)
    .join("");
  return (
    `<path d="M400 340Q404 200 360 110" stroke="${STEM}" stroke-width="6" fill="none"/>` +
    `<ellipse cx="350" cy="180" rx="34" ry="16" transform="rotate(-40 350 180)" fill="${LEAF}"/>` +
    `<circle cx="358" cy="100" r="34" fill="#e8b4a0"/><circle cx="358" cy="100" r="14" fill="#c9775d"/>` +
    `<circle cx="400" cy="486" r="156" fill="${colour}" opacity="0.8"/>` +
    `<path d="M262 540Q400 600 538 540Q520 620 400 642Q280 620 262 540z" fill="${accent}" opacity="0.6"/>` +
    `<rect x="356" y="306" width="88" height="44" rx="8" fill="${colour}"/>` +
    `<path d="M300 420Q320 372 370 352" stroke="#ffffff" stroke-width="12" opacity="0.55" fill="none" stroke-linecap="round"/>` +
    bubbles
  );
};

/** Diagonal streaks of reflected light over a mirror's glass, clipped to it. */
function reflection(id: string, glass: string, glassColour: string): string {
  return (
    `<defs><clipPath id="${id}"><path d="${glass}"/></clipPath></defs>` +
    `<path d="${glass}" fill="${glassColour}"/>` +
    `<g clip-path="url(#${id})" fill="#ffffff" opacity="0.55"><path d="M180 520 520 180l40 40-340 340z"/><path d="M260 620 600 280l18 18-340 340z"/></g>`
  );
}

export const archMirror: DrawFunction = ({ colour, accent }) =>
  `<path d="M246 700V330A154 154 0 0 1 554 330V700z" fill="${colour}"/>` +
  reflection("arch", "M274 674V330A126 126 0 0 1 526 330V674z", accent);

export const roundMirror: DrawFunction = ({ colour, accent }) =>
  `<path d="M400 80 330 190M400 80 470 190" stroke="#7a4f2f" stroke-width="10" fill="none"/>` +
  `<circle cx="400" cy="80" r="10" fill="${shade(colour, -0.3)}"/>` +
  reflection("halo", "M400 200a220 220 0 1 1 0 440a220 220 0 1 1 0-440z", accent) +
  `<circle cx="400" cy="420" r="226" fill="none" stroke="${colour}" stroke-width="20"/>`;

export const floorMirror: DrawFunction = ({ colour, accent }) =>
  `<g transform="rotate(5 400 640)">` +
  `<rect x="282" y="86" width="236" height="556" rx="8" fill="${colour}"/>` +
  reflection("standing", "M304 108H496V620H304z", accent) +
  `</g>`;

export const plates: DrawFunction = ({ colour, accent }) =>
  `<circle cx="490" cy="330" r="200" fill="${shade(colour, -0.1)}"/>` +
  `<circle cx="490" cy="330" r="136" fill="${shade(colour, -0.02)}"/>` +
  `<circle cx="350" cy="460" r="220" fill="${colour}"/>` +
  `<circle cx="350" cy="460" r="218" fill="none" stroke="${accent}" stroke-width="14" opacity="0.8"/>` +
  `<circle cx="350" cy="460" r="150" fill="${shade(colour, 0.12)}"/>` +
  `<path d="M250 400Q270 340 330 322" stroke="#ffffff" stroke-width="12" opacity="0.5" fill="none" stroke-linecap="round"/>`;

export const bowl: DrawFunction = ({ colour, accent }) => {
  const ripple = Array.from({ length: 16 }, (_, i) => {
    const angle = (i / 16) * Math.PI * 2;
    const next = ((i + 0.5) / 16) * Math.PI * 2;
    const end = ((i + 1) / 16) * Math.PI * 2;
    const point = (a: number, r: number) =>
      `${(400 + Math.cos(a) * 250 * r).toFixed(1)} ${(400 + Math.sin(a) * 66 * r).toFixed(1)}`;
    return `${i === 0 ? `M${point(angle, 1)}` : ""}Q${point(next, 1.08)} ${point(end, 1)}`;
  }).join("");
  return (
    `<path d="${ripple}z" fill="${shade(colour, -0.1)}"/>` +
    `<ellipse cx="400" cy="404" rx="226" ry="52" fill="${shade(accent, -0.15)}"/>` +
    `<path d="M150 404Q170 630 400 632Q630 630 650 404Q520 466 400 466Q280 466 150 404z" fill="${colour}"/>` +
    `<path d="M210 470Q240 560 320 596" stroke="${shade(colour, 0.2)}" stroke-width="12" fill="none" stroke-linecap="round"/>`
  );
};

export const footedBowl: DrawFunction = ({ colour, accent }) => {
  const lemons = [
    [310, 402],
    [400, 380],
    [490, 400],
    [360, 430],
    [450, 432],
  ]
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y}" rx="58" ry="46" fill="#e9c64d"/><ellipse cx="${x - 16}" cy="${y - 16}" rx="16" ry="10" fill="#f6e08f"/>`,
    )
    .join("");
  return (
    `<ellipse cx="400" cy="450" rx="222" ry="46" fill="${shade(colour, -0.22)}"/>` +
    lemons +
    `<path d="M176 450Q204 578 400 584Q596 578 624 450Q520 500 400 500Q280 500 176 450z" fill="${colour}"/>` +
    `<path d="M236 500Q300 540 360 520M450 548Q520 530 560 506" stroke="${accent}" stroke-width="3" fill="none"/>` +
    `<path d="M350 580 322 640H478L450 580z" fill="${shade(colour, -0.08)}"/>`
  );
};

export const mugs: DrawFunction = ({ colour, accent }) => {
  const mug = (x: number, fill: string, speckle: string) => {
    const dots = Array.from(
      { length: 14 },
      (_, i) =>
        `<circle cx="${x + 20 + ((i * 37) % 150)}" cy="${430 + ((i * 53) % 170)}" r="3" fill="${speckle}"/>`,
    ).join("");
    return (
      `<path d="M${x + 164} 450q70 0 70 70t-70 70" stroke="${fill}" stroke-width="26" fill="none"/>` +
      `<path d="M${x} 400H${x + 180}V600Q${x + 180} 640 ${x + 140} 640H${x + 40}Q${x} 640 ${x} 600z" fill="${fill}"/>` +
      `<ellipse cx="${x + 90}" cy="400" rx="90" ry="20" fill="${shade(fill, -0.3)}"/>` +
      dots
    );
  };
  return mug(400, accent, shade(accent, -0.4)) + mug(170, colour, shade(colour, -0.35));
};

export const carafe: DrawFunction = ({ colour, accent }) => {
  const body =
    "M316 640Q266 640 270 584Q280 476 356 430L362 300H438L444 430Q520 476 530 584Q534 640 484 640z";
  return (
    `<defs><clipPath id="carafe"><path d="${body}"/></clipPath></defs>` +
    `<path d="${body}" fill="${colour}" opacity="0.55"/>` +
    `<g clip-path="url(#carafe)"><rect x="250" y="500" width="300" height="160" fill="${accent}" opacity="0.6"/></g>` +
    `<path d="${body}" fill="none" stroke="${shade(colour, -0.2)}" stroke-width="5"/>` +
    `<path d="M350 296 356 190H444L450 296z" fill="${colour}" opacity="0.6" stroke="${shade(colour, -0.2)}" stroke-width="5"/>` +
    `<path d="M300 590Q296 520 340 470" stroke="#ffffff" stroke-width="10" opacity="0.6" fill="none" stroke-linecap="round"/>`
  );
};

export const board: DrawFunction = ({ colour, accent }) => {
  const outline =
    "M150 320Q150 290 180 290H540Q560 290 572 306L600 344H680Q720 344 720 384Q720 424 680 424H600L572 462Q560 478 540 478H180Q150 478 150 448z";
  const grain = [330, 360, 400, 436]
    .map(
      (y, i) =>
        `<path d="M180 ${y}Q${300 + i * 40} ${y - 14} 540 ${y + 6}" stroke="${shade(colour, -0.16)}" stroke-width="4" fill="none"/>`,
    )
    .join("");
  return (
    `<g transform="translate(0 100) rotate(-14 400 400)">` +
    `<path d="${outline}" fill="${shade(colour, -0.28)}" transform="translate(0 22)"/>` +
    `<path d="${outline}" fill="${colour}"/>` +
    grain +
    `<circle cx="680" cy="384" r="14" fill="${shade(colour, -0.4)}"/>` +
    `<path d="M680 384q40 60 0 120" stroke="${accent}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
};

export const candleHolders: DrawFunction = ({ colour, accent }) =>
  [
    { x: 260, height: 170 },
    { x: 400, height: 250 },
    { x: 540, height: 120 },
  ]
    .map(({ x, height }) => {
      const top = 640 - height;
      const flutes = [-14, 0, 14]
        .map(
          (dx) =>
            `<path d="M${x + dx} ${top + 20}V620" stroke="${shade(colour, -0.2)}" stroke-width="4"/>`,
        )
        .join("");
      return (
        `<path d="M${x} ${top - 196}q-16 -28 0 -52q16 24 0 52z" fill="#f2b441"/>` +
        `<rect x="${x - 15}" y="${top - 190}" width="30" height="200" rx="6" fill="${accent}"/>` +
        `<rect x="${x - 26}" y="${top}" width="52" height="${height}" rx="8" fill="${colour}"/>` +
        flutes +
        `<rect x="${x - 44}" y="${top - 6}" width="88" height="18" rx="8" fill="${shade(colour, 0.12)}"/>` +
        `<ellipse cx="${x}" cy="632" rx="60" ry="12" fill="${shade(colour, -0.12)}"/>`
      );
    })
    .join("");
