// Demo return reasons (issue 13): what a home-goods shop hears most, one of them with sub-reasons,
// so the shop's return form has choices on a fresh start. Seeded once: a shop that has ever had a
// reason (deleted ones count) keeps its own.
import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { generateId } from "../http/ids";
import { returnReasons } from "../modules/returns/tables";

interface DemoReason {
  value: string;
  label: string;
  description?: string;
  children?: DemoReason[];
}

const demoReasons: DemoReason[] = [
  {
    value: "damaged",
    label: "Arrived damaged",
    description: "Broken, scratched or dented when it arrived",
    children: [
      { value: "damaged_broken", label: "Broken or cracked" },
      { value: "damaged_scratched", label: "Scratched or dented" },
    ],
  },
  {
    value: "not_as_described",
    label: "Not as described",
    description: "Colour, size or finish differs from the photos",
  },
  { value: "wrong_item", label: "Wrong item sent" },
  { value: "wrong_size", label: "Does not fit the space" },
  {
    value: "changed_mind",
    label: "Changed my mind",
    description: "Unused, in its original packaging",
  },
];

export async function seedReturnReasons(db: Database, now: Date): Promise<void> {
  const [existing] = await db.select({ count: count() }).from(returnReasons);
  if (existing.count > 0) return;
  let tick = 0;
  // One millisecond apart, so "oldest first" lists them in the order above.
  const at = () => new Date(now.getTime() + tick++);
  const rows = demoReasons.flatMap((reason) => {
    const id = generateId("rr");
    const created = at();
    const parent = {
      id,
      value: reason.value,
      label: reason.label,
      description: reason.description ?? null,
      created_at: created,
      updated_at: created,
    };
    return [
      parent,
      ...(reason.children ?? []).map((child) => {
        const childCreated = at();
        return {
          id: generateId("rr"),
          value: child.value,
          label: child.label,
          description: child.description ?? null,
          parent_return_reason_id: id,
          created_at: childCreated,
          updated_at: childCreated,
        };
      }),
    ];
  });
  await db.insert(returnReasons).values(rows);
}
