// The seed's content illustrations: SVG drawn here (rooms reuse the product illustrations, the
// showrooms get a shop front each), rendered to PNG with sharp and stored as image assets.
import sharp from "sharp";
import { saveImageAsset, type ImageAssetDeps } from "../../modules/content/assets/save-image-asset";
import { productImageSvg } from "../illustrations";
import { shade } from "../illustrations/colour";
import type { SeedImageIds, SeedImageName } from "./documents";

const FRONT_WIDTH = 1200;
const FRONT_HEIGHT = 800;

/** A shop front: brick or render, a big window with a sofa inside, an awning and the name. */
export function showroomFrontSvg(wall: string, awning: string, name: string): string {
  const window = `<rect x="180" y="300" width="560" height="380" fill="#f3ead8"/>`;
  const glass = `<rect x="200" y="320" width="520" height="340" fill="#d7e2e4"/>`;
  const sofa =
    `<rect x="280" y="520" width="360" height="90" rx="18" fill="#b7ab98"/>` +
    `<rect x="300" y="470" width="320" height="70" rx="16" fill="${shade("#b7ab98", 0.08)}"/>` +
    `<circle cx="520" cy="430" r="34" fill="#efd9a7"/><path d="M520 330V396" stroke="#3a3330" stroke-width="4"/>`;
  const door =
    `<rect x="820" y="340" width="200" height="340" fill="${shade(wall, -0.3)}"/>` +
    `<rect x="840" y="360" width="160" height="150" fill="#d7e2e4"/>` +
    `<circle cx="990" cy="540" r="8" fill="#c9a45c"/>`;
  const stripes = Array.from({ length: 12 }, (_, i) =>
    i % 2 === 0
      ? `<rect x="${160 + i * 50}" y="230" width="50" height="70" fill="${awning}"/>`
      : "",
  ).join("");
  const sign =
    `<rect x="160" y="140" width="880" height="70" fill="${shade(wall, -0.4)}"/>` +
    `<text x="600" y="190" text-anchor="middle" font-family="Georgia, serif" font-size="44" fill="#f5efe3">${name}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${FRONT_WIDTH}" height="${FRONT_HEIGHT}" viewBox="0 0 ${FRONT_WIDTH} ${FRONT_HEIGHT}">` +
    `<rect width="${FRONT_WIDTH}" height="${FRONT_HEIGHT}" fill="${wall}"/>` +
    `<rect x="160" y="230" width="600" height="70" fill="#f5efe3"/>${stripes}` +
    `${sign}${window}${glass}${sofa}${door}` +
    `<rect y="680" width="${FRONT_WIDTH}" height="120" fill="#9c9488"/>` +
    `</svg>`
  );
}

/** What each named illustration shows: its SVG and the alt-like title of the asset. */
export const seedIllustrations: Record<SeedImageName, { title: string; svg: () => string }> = {
  home: {
    title: "Living room with a linen sofa",
    svg: () => productImageSvg("sofa", { colour: "#bdb6ab", accent: "#5a4636" }, "room"),
  },
  about: {
    title: "Oak sideboard in the workshop",
    svg: () => productImageSvg("sideboard", { colour: "#b08660", accent: "#3a3330" }, "room"),
  },
  "trade-programme": {
    title: "Cushion in a sample fabric",
    svg: () => productImageSvg("cushion", { colour: "#8a4a2c", accent: "#efd9a7" }, "product"),
  },
  contact: {
    title: "Armchair by the window",
    svg: () => productImageSvg("armchair", { colour: "#a8a090", accent: "#8a6443" }, "room"),
  },
  shoreditch: {
    title: "Atelier Shoreditch shop front",
    svg: () => showroomFrontSvg("#a0543c", "#2f4f4f", "ATELIER SHOREDITCH"),
  },
  leith: {
    title: "Atelier Leith shop front",
    svg: () => showroomFrontSvg("#c8bfae", "#8a4a2c", "ATELIER LEITH"),
  },
  ancoats: {
    title: "Atelier Ancoats shop front",
    svg: () => showroomFrontSvg("#7b3b2a", "#c9a45c", "ATELIER ANCOATS"),
  },
};

/**
 * Renders each illustration to PNG and stores it as an image asset (the same bytes give the same
 * asset, so a second run stores nothing new). Answers the asset id of each.
 */
export async function storeSeedImages(deps: ImageAssetDeps): Promise<SeedImageIds> {
  const ids: SeedImageIds = {};
  for (const [name, illustration] of Object.entries(seedIllustrations)) {
    const png = await sharp(Buffer.from(illustration.svg()))
      .png({ compressionLevel: 9 })
      .toBuffer();
    const asset = await saveImageAsset(deps, png, {
      filename: `${name}.png`,
      title: illustration.title,
    });
    ids[name as SeedImageName] = asset._id;
  }
  return ids;
}
