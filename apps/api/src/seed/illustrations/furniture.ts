// Seating, tables, beds and storage, drawn flat from the front in the shared frame.
import { shade } from "./colour";
import type { DrawFunction } from "./frame";

/** Tapered wooden legs standing on the floor. */
function legs(xs: number[], top: number, colour: string, width = 16, taper = 3): string {
  return xs
    .map(
      (x) =>
        `<path d="M${x - width / 2} ${top}h${width}l${-taper} ${640 - top}h${-width + 2 * taper}z" fill="${colour}"/>`,
    )
    .join("");
}

function sofaBody(
  seats: number,
  left: number,
  right: number,
  colour: string,
  accent: string,
  round: number,
): string {
  const inner = right - left - 160;
  const seat = inner / seats;
  const cushions = Array.from({ length: seats }, (_, i) => {
    const x = left + 80 + i * seat;
    return (
      `<rect x="${x + 4}" y="322" width="${seat - 8}" height="140" rx="${round}" fill="${shade(colour, 0.08)}"/>` +
      `<rect x="${x + 2}" y="452" width="${seat - 4}" height="70" rx="18" fill="${shade(colour, 0.14)}"/>`
    );
  }).join("");
  return (
    legs([left + 40, right - 40], 590, accent, 18) +
    `<rect x="${left + 40}" y="300" width="${right - left - 80}" height="200" rx="${round + 10}" fill="${shade(colour, -0.12)}"/>` +
    `<rect x="${left + 30}" y="480" width="${right - left - 60}" height="115" rx="16" fill="${shade(colour, -0.05)}"/>` +
    cushions +
    `<rect x="${left}" y="395" width="92" height="200" rx="${round + 16}" fill="${colour}"/>` +
    `<rect x="${right - 92}" y="395" width="92" height="200" rx="${round + 16}" fill="${colour}"/>`
  );
}

export const sofa: DrawFunction = ({ colour, accent }) => sofaBody(3, 70, 730, colour, accent, 22);

export const loveseat: DrawFunction = ({ colour, accent }) =>
  sofaBody(2, 170, 630, colour, accent, 44);

export const cornerSofa: DrawFunction = ({ colour, accent }) =>
  sofaBody(3, 50, 750, colour, accent, 20) +
  // The chaise comes forward on one side: its seat top, then its front.
  `<path d="M468 520h262l20 60h-302z" fill="${shade(colour, 0.16)}"/>` +
  `<rect x="448" y="578" width="302" height="52" rx="10" fill="${shade(colour, -0.08)}"/>` +
  legs([470, 728], 628, accent, 16);

export const loungeChair: DrawFunction = ({ colour, accent }) =>
  // Seen from the side: wooden frame, reclined back cushion, thick seat cushion.
  `<path d="M258 640 300 452" stroke="${accent}" stroke-width="20" stroke-linecap="round"/>` +
  `<path d="M560 640 548 430" stroke="${accent}" stroke-width="20" stroke-linecap="round"/>` +
  `<path d="M298 470 212 190" stroke="${accent}" stroke-width="20" stroke-linecap="round"/>` +
  `<path d="M285 520H552" stroke="${shade(accent, -0.1)}" stroke-width="14" stroke-linecap="round"/>` +
  `<rect x="212" y="198" width="84" height="300" rx="38" transform="rotate(-17 254 348)" fill="${shade(colour, -0.08)}"/>` +
  `<rect x="262" y="440" width="320" height="78" rx="32" fill="${colour}"/>` +
  `<path d="M268 420H590" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>`;

export const armchair: DrawFunction = ({ colour, accent }) =>
  legs([265, 535], 590, accent, 16) +
  `<rect x="205" y="230" width="390" height="340" rx="150" fill="${shade(colour, -0.1)}"/>` +
  `<rect x="250" y="450" width="300" height="120" rx="40" fill="${shade(colour, 0.12)}"/>` +
  `<rect x="170" y="360" width="130" height="235" rx="62" fill="${colour}"/>` +
  `<rect x="500" y="360" width="130" height="235" rx="62" fill="${colour}"/>` +
  `<rect x="210" y="560" width="380" height="36" rx="18" fill="${shade(colour, -0.04)}"/>`;

export const diningChair: DrawFunction = ({ colour, accent }) => {
  const weave = Array.from({ length: 11 }, (_, i) => {
    const x = 282 + i * 22;
    return `<path d="M${x} 468l-6 40" stroke="${shade(accent, -0.15)}" stroke-width="3"/>`;
  }).join("");
  return (
    `<path d="M282 640 290 300M518 640 510 300" stroke="${shade(colour, -0.15)}" stroke-width="20" stroke-linecap="round"/>` +
    `<path d="M272 305Q400 255 528 305" stroke="${colour}" stroke-width="44" fill="none" stroke-linecap="round"/>` +
    `<path d="M400 300V470M330 305 400 400 470 305" stroke="${colour}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M280 466h240l28 44H252z" fill="${accent}"/>` +
    weave +
    `<rect x="248" y="506" width="304" height="18" rx="6" fill="${colour}"/>` +
    `<path d="M264 516 258 652M536 516 542 652" stroke="${colour}" stroke-width="22" stroke-linecap="round"/>`
  );
};

export const upholsteredChair: DrawFunction = ({ colour, accent }) =>
  `<path d="M300 520 290 640M500 520 510 640" stroke="${shade(accent, 0.1)}" stroke-width="14" stroke-linecap="round"/>` +
  `<rect x="285" y="215" width="230" height="280" rx="70" fill="${shade(colour, -0.08)}"/>` +
  `<rect x="300" y="232" width="200" height="240" rx="58" fill="${colour}"/>` +
  `<rect x="262" y="462" width="276" height="78" rx="30" fill="${shade(colour, 0.1)}"/>` +
  `<path d="M282 536 266 652M518 536 534 652" stroke="${accent}" stroke-width="18" stroke-linecap="round"/>`;

export const stool: DrawFunction = ({ colour, accent }) =>
  `<path d="M330 300 268 646M470 300 532 646M372 300 360 626M428 300 440 626" stroke="${colour}" stroke-width="20" stroke-linecap="round"/>` +
  `<path d="M292 520H508" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>` +
  `<ellipse cx="400" cy="292" rx="132" ry="26" fill="${shade(colour, -0.12)}"/>` +
  `<rect x="268" y="262" width="264" height="30" rx="12" fill="${shade(colour, -0.05)}"/>` +
  `<ellipse cx="400" cy="262" rx="132" ry="26" fill="${shade(colour, 0.15)}"/>`;

/** A table seen slightly from above: a lit top surface, the edge, and front legs over back legs. */
function rectangularTable(
  left: number,
  right: number,
  top: number,
  colour: string,
  accent: string,
): string {
  const edge = top + 36;
  return (
    legs([left + 70, right - 70], edge, shade(colour, -0.25), 22) +
    `<rect x="${left + 30}" y="${edge}" width="${right - left - 60}" height="26" fill="${shade(colour, -0.18)}"/>` +
    legs([left + 36, right - 36], edge, accent, 30, 1) +
    `<path d="M${left + 34} ${top - 34}H${right - 34}L${right} ${top}H${left}z" fill="${shade(colour, 0.15)}"/>` +
    `<rect x="${left}" y="${top}" width="${right - left}" height="36" fill="${colour}"/>`
  );
}

export const diningTable: DrawFunction = ({ colour, accent }) =>
  rectangularTable(90, 710, 390, colour, accent);

export const coffeeTable: DrawFunction = ({ colour, accent }) => {
  const slats = Array.from(
    { length: 9 },
    (_, i) => `<rect x="${172 + i * 52}" y="560" width="40" height="14" fill="${accent}"/>`,
  ).join("");
  return rectangularTable(100, 700, 470, colour, accent) + slats;
};

/** A round top on a single pedestal, as for side and dining tables. */
function pedestalTable(
  radius: number,
  top: number,
  colour: string,
  accent: string,
  vein: string,
): string {
  return (
    `<path d="M${400 - radius * 0.35} 640Q400 ${top + 120} ${400 + radius * 0.35} 640z" fill="${shade(accent, -0.1)}"/>` +
    `<rect x="378" y="${top}" width="44" height="${620 - top}" fill="${accent}"/>` +
    `<ellipse cx="400" cy="636" rx="${radius * 0.45}" ry="14" fill="${shade(accent, -0.2)}"/>` +
    `<rect x="${400 - radius}" y="${top}" width="${radius * 2}" height="34" rx="6" fill="${colour}"/>` +
    `<ellipse cx="400" cy="${top}" rx="${radius}" ry="${radius * 0.2}" fill="${shade(colour, 0.16)}"/>` +
    vein
  );
}

export const roundTable: DrawFunction = ({ colour, accent }) =>
  pedestalTable(280, 390, colour, accent, "");

export const sideTable: DrawFunction = ({ colour, accent }) =>
  pedestalTable(
    240,
    330,
    colour,
    accent,
    `<path d="M250 322q50 -18 100 0t90 -6M350 348q80 12 160 -8" stroke="${shade(colour, -0.12)}" stroke-width="3" fill="none"/>`,
  );

export const sideboard: DrawFunction = ({ colour, accent }) => {
  const tambour = Array.from({ length: 25 }, (_, i) => {
    const x = 150 + i * 20 + (i >= 13 ? 20 : 0);
    return `<rect x="${x}" y="380" width="12" height="184" fill="${shade(colour, -0.14)}"/>`;
  }).join("");
  return (
    legs([150, 650], 590, accent, 14) +
    `<rect x="110" y="340" width="580" height="250" rx="10" fill="${colour}"/>` +
    `<rect x="110" y="340" width="580" height="20" rx="6" fill="${shade(colour, 0.15)}"/>` +
    tambour +
    `<rect x="396" y="372" width="8" height="200" fill="${shade(colour, -0.3)}"/>`
  );
};

export const bookshelf: DrawFunction = ({ colour, accent }) => {
  const books = ["#7b8f74", "#c2703f", "#e2d6c0", "#40506b", "#b99a5e", "#8f5b4a"];
  const shelfTops = [126, 226, 326, 426, 526];
  const rows = shelfTops
    .map((top, row) => {
      let x = 244 + (row % 2) * 20;
      const spines: string[] = [];
      for (let i = 0; i < 5 + (row % 3); i++) {
        const width = 18 + ((row * 7 + i * 5) % 14);
        const height = 60 + ((row * 11 + i * 13) % 28);
        spines.push(
          `<rect x="${x}" y="${top + 92 - height}" width="${width}" height="${height}" fill="${books[(row + i) % books.length]}"/>`,
        );
        x += width + 3;
      }
      const vase =
        row % 2 === 0
          ? `<path d="M500 ${top + 92}h36l-4 -40q8 -14 -2 -24h-24q-10 10 -2 24z" fill="${shade(accent, 0.4)}"/>`
          : "";
      return spines.join("") + vase;
    })
    .join("");
  return (
    `<rect x="226" y="110" width="348" height="520" fill="${shade(colour, -0.35)}"/>` +
    rows +
    shelfTops
      .map((y) => `<rect x="220" y="${y + 92}" width="360" height="14" fill="${colour}"/>`)
      .join("") +
    `<rect x="212" y="96" width="18" height="544" fill="${shade(colour, -0.06)}"/>` +
    `<rect x="570" y="96" width="18" height="544" fill="${shade(colour, -0.06)}"/>` +
    `<rect x="212" y="96" width="376" height="16" fill="${shade(colour, 0.1)}"/>`
  );
};

/** The duvet, pillows and frame shared by both beds; the headboard differs. */
function bedBody(headboard: string, frame: string, linen: string): string {
  return (
    headboard +
    `<rect x="236" y="392" width="150" height="58" rx="24" fill="${shade(linen, 0.4)}"/>` +
    `<rect x="414" y="392" width="150" height="58" rx="24" fill="${shade(linen, 0.4)}"/>` +
    `<path d="M196 440H604L680 548H120z" fill="${linen}"/>` +
    `<path d="M138 520H662L680 548H120z" fill="${shade(linen, -0.06)}"/>` +
    `<rect x="120" y="546" width="560" height="44" fill="${shade(linen, -0.12)}"/>` +
    `<rect x="108" y="586" width="584" height="28" rx="4" fill="${frame}"/>` +
    legs([130, 670], 612, shade(frame, -0.15), 18)
  );
}

export const bed: DrawFunction = ({ colour, accent }) => {
  const slats = Array.from(
    { length: 10 },
    (_, i) => `<rect x="${196 + i * 42}" y="250" width="28" height="200" fill="${colour}"/>`,
  ).join("");
  return bedBody(
    `<rect x="176" y="236" width="448" height="24" rx="6" fill="${shade(colour, 0.1)}"/>` +
      slats +
      `<rect x="170" y="236" width="22" height="220" fill="${shade(colour, -0.1)}"/><rect x="608" y="236" width="22" height="220" fill="${shade(colour, -0.1)}"/>`,
    colour,
    accent,
  );
};

export const upholsteredBed: DrawFunction = ({ colour, accent }) => {
  const channels = Array.from(
    { length: 7 },
    (_, i) =>
      `<path d="M${230 + i * 57} 222V440" stroke="${shade(colour, -0.14)}" stroke-width="5"/>`,
  ).join("");
  return bedBody(
    `<rect x="156" y="190" width="488" height="270" rx="60" fill="${colour}"/>` + channels,
    shade(colour, -0.08),
    accent,
  );
};

export const nightstand: DrawFunction = ({ colour, accent }) =>
  legs([250, 550], 586, shade(colour, -0.2), 18) +
  `<rect x="214" y="300" width="372" height="292" rx="30" fill="${colour}"/>` +
  `<rect x="240" y="326" width="320" height="100" rx="14" fill="${shade(colour, 0.1)}"/>` +
  `<rect x="356" y="326" width="88" height="16" rx="6" fill="${shade(colour, -0.2)}"/>` +
  `<rect x="240" y="446" width="320" height="120" rx="14" fill="${shade(colour, -0.4)}"/>` +
  `<rect x="262" y="530" width="170" height="30" rx="4" fill="${accent}"/>` +
  `<rect x="270" y="502" width="140" height="28" rx="4" fill="#e4dccb"/>`;

export const dresser: DrawFunction = ({ colour, accent }) => {
  const drawers = [0, 1, 2]
    .flatMap((row) =>
      [0, 1].map((column) => {
        const x = 178 + column * 226;
        const y = 292 + row * 100;
        return (
          `<rect x="${x}" y="${y}" width="218" height="92" rx="6" fill="${shade(colour, 0.06)}"/>` +
          `<rect x="${x}" y="${y}" width="218" height="12" rx="4" fill="${accent}"/>`
        );
      }),
    )
    .join("");
  return (
    legs([200, 600], 590, shade(colour, -0.2), 16) +
    `<rect x="164" y="276" width="472" height="318" rx="14" fill="${colour}"/>` +
    drawers
  );
};
