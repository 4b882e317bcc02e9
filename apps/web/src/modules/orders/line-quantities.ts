// Quantities typed per order line (packing a fulfillment, sending items back, receiving them):
// each checked against how many of that line may be chosen, blanks and zeros left out.

export type LineQuantities =
  | { ok: true; items: { item_id: string; quantity: number }[] }
  | { ok: false; errors: Record<string, string>; message?: string };

export interface LineQuantityWords {
  /** Shown on a line that has nothing left to choose. */
  nothingLeft: string;
  /** Shown for the whole form when no line has a quantity. */
  noneChosen: string;
}

/** The lines with a typed quantity, each at most `limit(line)`, or a sentence per bad line. */
export function lineQuantities<Line extends { id: string }>(
  lines: Line[],
  typed: Record<string, string>,
  limit: (line: Line) => number,
  words: LineQuantityWords,
): LineQuantities {
  const errors: Record<string, string> = {};
  const items: { item_id: string; quantity: number }[] = [];
  for (const line of lines) {
    const text = (typed[line.id] ?? "").trim();
    if (text === "" || text === "0") continue;
    if (!/^\d+$/.test(text)) {
      errors[line.id] = "Enter a whole number.";
      continue;
    }
    const quantity = Number(text);
    const left = limit(line);
    if (quantity > left) {
      errors[line.id] = left === 0 ? words.nothingLeft : `At most ${left}.`;
      continue;
    }
    items.push({ item_id: line.id, quantity });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (items.length === 0) return { ok: false, errors, message: words.noneChosen };
  return { ok: true, items };
}
