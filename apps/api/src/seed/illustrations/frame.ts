// The shared frame every drawing is made in: an 800 × 800 square whose floor line is at y = 640,
// with the item centred on x = 400.

export const CANVAS = 800;
export const GROUND = 640;

export interface DrawingColours {
  colour: string;
  accent: string;
}

/** An SVG fragment drawn in the shared frame, in the given colours. */
export type DrawFunction = (colours: DrawingColours) => string;
