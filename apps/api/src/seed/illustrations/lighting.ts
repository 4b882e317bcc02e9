// Pendants hang from the top edge; floor and table lamps stand on the floor line.
import { shade } from "./colour";
import type { DrawFunction } from "./frame";

const CORD = "#3a3632";
const WARM_LIGHT = "#fff3cf";

function cord(bottom: number): string {
  return `<path d="M400 0V${bottom}" stroke="${CORD}" stroke-width="5"/>`;
}

/** A soft cone of light under an open shade. */
function lightCone(left: number, right: number, y: number, spread: number): string {
  return `<path d="M${left} ${y}H${right}L${right + spread} 800H${left - spread}z" fill="${WARM_LIGHT}" opacity="0.35"/>`;
}

export const pendantDome: DrawFunction = ({ colour, accent }) =>
  lightCone(230, 570, 486, 150) +
  cord(300) +
  `<rect x="382" y="292" width="36" height="34" rx="6" fill="${shade(colour, -0.2)}"/>` +
  `<path d="M200 486Q206 318 400 314Q594 318 600 486z" fill="${colour}"/>` +
  `<path d="M250 400Q290 340 380 330" stroke="${shade(colour, 0.25)}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
  `<ellipse cx="400" cy="486" rx="200" ry="26" fill="${accent}"/>` +
  `<circle cx="400" cy="486" r="28" fill="${WARM_LIGHT}"/>`;

export const pendantGlobe: DrawFunction = ({ colour, accent }) =>
  `<defs><radialGradient id="globe-glow" cx="0.42" cy="0.4" r="0.65"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, -0.16)}"/></radialGradient></defs>` +
  `<circle cx="400" cy="430" r="250" fill="${WARM_LIGHT}" opacity="0.3"/>` +
  cord(240) +
  `<rect x="366" y="232" width="68" height="46" rx="8" fill="${accent}"/>` +
  `<rect x="366" y="232" width="20" height="46" rx="6" fill="${shade(accent, 0.3)}"/>` +
  `<circle cx="400" cy="430" r="168" fill="url(#globe-glow)"/>`;

export const pendantWoven: DrawFunction = ({ colour, accent }) => {
  const outline = "M180 488Q214 300 400 286Q586 300 620 488Q400 522 180 488z";
  const strands = Array.from({ length: 26 }, (_, i) => {
    const x = 100 + i * 26;
    return `<path d="M${x} 270l240 260M${x + 260} 270l-240 260" stroke="${accent}" stroke-width="6"/>`;
  }).join("");
  return (
    lightCone(230, 570, 490, 150) +
    cord(292) +
    `<defs><clipPath id="woven-shade"><path d="${outline}"/></clipPath></defs>` +
    `<path d="${outline}" fill="${colour}"/>` +
    `<g clip-path="url(#woven-shade)">${strands}</g>` +
    `<path d="M196 482Q400 516 604 482" stroke="${shade(accent, -0.15)}" stroke-width="12" fill="none"/>`
  );
};

export const floorLampArc: DrawFunction = ({ colour, accent }) =>
  lightCone(546, 674, 400, 60) +
  `<path d="M250 600V340Q250 130 470 124Q604 124 610 310" stroke="${colour}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
  `<rect x="176" y="590" width="148" height="48" rx="10" fill="${accent}"/>` +
  `<path d="M196 604h60M270 620h40" stroke="${shade(accent, -0.12)}" stroke-width="3"/>` +
  `<path d="M530 400Q534 306 610 302Q686 306 690 400z" fill="${colour}"/>` +
  `<path d="M556 360Q566 322 600 318" stroke="${shade(colour, 0.35)}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
  `<ellipse cx="610" cy="400" rx="80" ry="12" fill="${WARM_LIGHT}"/>`;

export const floorLampTripod: DrawFunction = ({ colour, accent }) =>
  `<path d="M400 330 286 646M400 330 514 646" stroke="${shade(accent, -0.15)}" stroke-width="14" stroke-linecap="round"/>` +
  `<path d="M400 330 404 658" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>` +
  `<ellipse cx="400" cy="344" rx="142" ry="18" fill="${WARM_LIGHT}"/>` +
  `<path d="M292 128H508L544 340H256z" fill="${colour}"/>` +
  `<path d="M292 128H508L512 150H288z" fill="${shade(colour, -0.08)}"/>` +
  `<path d="M322 160 300 316" stroke="${shade(colour, 0.3)}" stroke-width="10" stroke-linecap="round"/>`;

export const tableLampMushroom: DrawFunction = ({ colour, accent }) =>
  `<defs><radialGradient id="mushroom-glow" cx="0.5" cy="0.85" r="0.8"><stop offset="0" stop-color="${shade(colour, 0.6)}"/><stop offset="1" stop-color="${colour}"/></radialGradient></defs>` +
  `<ellipse cx="400" cy="628" rx="130" ry="16" fill="${shade(accent, -0.1)}"/>` +
  `<rect x="270" y="600" width="260" height="30" rx="14" fill="${accent}"/>` +
  `<rect x="368" y="330" width="64" height="280" rx="10" fill="${shade(colour, 0.25)}"/>` +
  `<rect x="382" y="340" width="12" height="250" rx="6" fill="#ffffff" opacity="0.4"/>` +
  `<path d="M170 372Q180 182 400 176Q620 182 630 372Q400 404 170 372z" fill="url(#mushroom-glow)"/>` +
  `<path d="M236 290Q270 222 350 206" stroke="#ffffff" stroke-width="12" opacity="0.45" fill="none" stroke-linecap="round"/>`;

export const tableLampShade: DrawFunction = ({ colour, accent }) => {
  const flutes = Array.from(
    { length: 6 },
    (_, i) =>
      `<path d="M${356 + i * 18} 420V612" stroke="${shade(colour, -0.25)}" stroke-width="5"/>`,
  ).join("");
  return (
    `<rect x="392" y="360" width="16" height="50" fill="#b8955a"/>` +
    `<rect x="336" y="400" width="128" height="226" rx="26" fill="${colour}"/>` +
    flutes +
    `<rect x="326" y="618" width="148" height="22" rx="8" fill="${shade(colour, -0.15)}"/>` +
    `<path d="M296 150H504L562 372H238z" fill="${accent}"/>` +
    `<path d="M238 372H562L556 350H244z" fill="${shade(accent, -0.08)}"/>` +
    `<path d="M326 180 290 342" stroke="#ffffff" stroke-width="12" opacity="0.4" stroke-linecap="round"/>`
  );
};

export const tableLampTask: DrawFunction = ({ colour, accent }) =>
  `<ellipse cx="560" cy="630" rx="110" ry="16" fill="${WARM_LIGHT}" opacity="0.8"/>` +
  `<path d="M270 614 236 392 492 262" stroke="${colour}" stroke-width="14" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
  `<path d="M262 560 246 470M300 348 420 288" stroke="${accent}" stroke-width="4"/>` +
  `<rect x="196" y="606" width="160" height="32" rx="10" fill="${colour}"/>` +
  `<circle cx="236" cy="392" r="16" fill="${accent}"/>` +
  `<circle cx="270" cy="612" r="14" fill="${accent}"/>` +
  `<g transform="rotate(-34 492 262)"><path d="M472 246h40l56 128H416z" fill="${colour}"/><ellipse cx="492" cy="374" rx="76" ry="12" fill="${WARM_LIGHT}"/><circle cx="492" cy="250" r="18" fill="${accent}"/></g>`;
