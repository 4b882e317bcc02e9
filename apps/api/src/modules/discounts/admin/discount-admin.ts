// What the admin discount routes do (Medusa v1 `services/discount.ts`): read discounts in the
// admin shape, create and update them with their rule, regions and conditions, delete them, and
// make and delete the codes of a dynamic discount. Every write runs in the route's transaction.
import type {
  AdminPostDiscounts,
  AdminPostDiscountsDiscount,
  AdminPostDiscountsDiscountDynamicCodes,
  ParsedBody,
} from "@atelier/contracts";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Transaction } from "../../../http/idempotency";
import { invalidData, MedusaError, notAllowed, notFound } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { mergeMetadata } from "../../carts/line-items";
import { regions } from "../../regions/tables";
import {
  conditionsOfRules,
  findCondition,
  replaceConditionResources,
  upsertCondition,
} from "../discount-conditions";
import { cartDiscounts, discountRegions, discountRules, discounts } from "../tables";
import { durationSeconds } from "./iso-duration";

export type DiscountRow = typeof discounts.$inferSelect;

export const discountNotFoundById = (id: string) =>
  notFound(`Discount with id ${id} was not found`);

/** Discounts in the admin shape: with rule and conditions, regions and parent, in the order given. */
export async function adminDiscounts(db: Transaction, rows: DiscountRow[]) {
  if (rows.length === 0) return [];
  const parentIds = [
    ...new Set(rows.flatMap((row) => (row.parent_discount_id ? [row.parent_discount_id] : []))),
  ];
  const parents =
    parentIds.length === 0
      ? []
      : await db.select().from(discounts).where(inArray(discounts.id, parentIds));
  const ruleIds = [...new Set(rows.map((row) => row.rule_id))];
  const rules = await db.select().from(discountRules).where(inArray(discountRules.id, ruleIds));
  const conditions = await conditionsOfRules(db, ruleIds);
  // A dynamic code is valid where its parent is, so it shows its parent's regions.
  const regionOwners = [...new Set(rows.map((row) => row.parent_discount_id ?? row.id))];
  const regionRows = await db
    .select({ discount_id: discountRegions.discount_id, region: regions })
    .from(discountRegions)
    .innerJoin(regions, eq(regions.id, discountRegions.region_id))
    .where(inArray(discountRegions.discount_id, regionOwners))
    .orderBy(regions.name);
  return rows.map((row) => {
    const rule = rules.find((candidate) => candidate.id === row.rule_id)!;
    const owner = row.parent_discount_id ?? row.id;
    return {
      ...row,
      rule: { ...rule, conditions: conditions.get(rule.id) ?? [] },
      regions: regionRows
        .filter((entry) => entry.discount_id === owner)
        .map((entry) => entry.region),
      parent_discount: parents.find((parent) => parent.id === row.parent_discount_id) ?? null,
    };
  });
}

export async function findDiscount(db: Transaction, id: string): Promise<DiscountRow> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.id, id), isNull(discounts.deleted_at)));
  if (!row) throw discountNotFoundById(id);
  return row;
}

export async function adminDiscount(db: Transaction, id: string) {
  const [discount] = await adminDiscounts(db, [await findDiscount(db, id)]);
  return discount;
}

/** A code another live discount has cannot be taken (422, as Medusa answers a duplicate). */
async function assertCodeFree(db: Transaction, code: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(eq(discounts.code, code), isNull(discounts.deleted_at)));
  if (taken && taken.id !== exceptId) {
    throw new MedusaError("duplicate_error", `A discount with code ${code} already exists`);
  }
}

/** Refuses unknown regions, and more than one for a fixed amount (it is in one currency). */
async function assertRegions(db: Transaction, ids: string[], type: string): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (type === "fixed" && unique.length > 1) {
    throw invalidData("Fixed discounts can have one region");
  }
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: regions.id })
    .from(regions)
    .where(and(inArray(regions.id, unique), isNull(regions.deleted_at)));
  const missing = unique.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw notFound(`Region with id ${missing.join(", ")} was not found`);
  return unique;
}

async function setRegions(db: Transaction, discountId: string, regionIds: string[]): Promise<void> {
  await db.delete(discountRegions).where(eq(discountRegions.discount_id, discountId));
  if (regionIds.length > 0) {
    await db
      .insert(discountRegions)
      .values(regionIds.map((regionId) => ({ discount_id: discountId, region_id: regionId })));
  }
}

export async function createDiscount(
  db: Transaction,
  body: ParsedBody<typeof AdminPostDiscounts>,
): Promise<string> {
  await assertCodeFree(db, body.code);
  const regionIds = await assertRegions(db, body.regions, body.rule.type);
  const ruleId = generateId("dru");
  await db.insert(discountRules).values({
    id: ruleId,
    type: body.rule.type,
    description: body.rule.description ?? null,
    value: body.rule.type === "free_shipping" ? 0 : body.rule.value,
    allocation: body.rule.allocation,
  });
  const id = generateId("disc");
  await db.insert(discounts).values({
    id,
    code: body.code,
    is_dynamic: body.is_dynamic ?? false,
    rule_id: ruleId,
    is_disabled: body.is_disabled ?? false,
    starts_at: body.starts_at ?? new Date(),
    ends_at: body.ends_at ?? null,
    valid_duration: body.valid_duration ?? null,
    usage_limit: body.usage_limit ?? null,
    metadata: body.metadata ?? null,
  });
  await setRegions(db, id, regionIds);
  for (const condition of body.rule.conditions ?? []) await upsertCondition(db, ruleId, condition);
  return id;
}

export async function updateDiscount(
  db: Transaction,
  id: string,
  body: ParsedBody<typeof AdminPostDiscountsDiscount>,
): Promise<void> {
  const discount = await findDiscount(db, id);
  const [rule] = await db
    .select()
    .from(discountRules)
    .where(eq(discountRules.id, discount.rule_id));
  if (body.code !== undefined) await assertCodeFree(db, body.code, id);
  const startsAt = body.starts_at ?? discount.starts_at;
  const endsAt = body.ends_at === undefined ? discount.ends_at : body.ends_at;
  if (endsAt && startsAt >= endsAt) {
    throw invalidData('"ends_at" must be greater than "starts_at"');
  }
  if (body.rule) {
    if (body.rule.id !== rule.id) {
      throw invalidData(`The discount's rule is ${rule.id}, not ${body.rule.id}`);
    }
    if (rule.type === "percentage" && (body.rule.value ?? 0) > 100) {
      throw invalidData("Discount value above 100 is not allowed when type is percentage");
    }
    const { id: _ruleId, conditions, ...ruleChanges } = body.rule;
    if (Object.keys(ruleChanges).length > 0) {
      await db
        .update(discountRules)
        .set({
          ...ruleChanges,
          ...(rule.type === "free_shipping" && { value: 0 }),
          updated_at: new Date(),
        })
        .where(eq(discountRules.id, rule.id));
    }
    for (const condition of conditions ?? []) {
      if (condition.id) {
        const existing = await findCondition(db, rule.id, condition.id);
        await replaceConditionResources(db, existing, condition);
      } else {
        await upsertCondition(db, rule.id, condition);
      }
    }
  }
  if (body.regions !== undefined) {
    await setRegions(db, id, await assertRegions(db, body.regions, rule.type));
  }
  const { rule: _rule, regions: _regions, metadata, ...columns } = body;
  await db
    .update(discounts)
    .set({
      ...columns,
      ...(metadata && { metadata: mergeMetadata(discount.metadata, metadata) }),
      updated_at: new Date(),
    })
    .where(eq(discounts.id, id));
}

/**
 * Deletes a discount and the codes made from it: their codes stop working at once and leave the
 * carts that hold them. Orders that used them keep them.
 */
export async function deleteDiscount(db: Transaction, id: string): Promise<void> {
  const discount = await findDiscount(db, id);
  const gone = await db
    .update(discounts)
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where(
      and(
        or(eq(discounts.id, discount.id), eq(discounts.parent_discount_id, discount.id)),
        isNull(discounts.deleted_at),
      ),
    )
    .returning({ id: discounts.id });
  await db.delete(cartDiscounts).where(
    inArray(
      cartDiscounts.discount_id,
      gone.map((row) => row.id),
    ),
  );
}

export async function addRegion(db: Transaction, id: string, regionId: string): Promise<void> {
  const discount = await findDiscount(db, id);
  const [rule] = await db
    .select()
    .from(discountRules)
    .where(eq(discountRules.id, discount.rule_id));
  const current = await db
    .select({ region_id: discountRegions.region_id })
    .from(discountRegions)
    .where(eq(discountRegions.discount_id, id));
  if (current.some((row) => row.region_id === regionId)) return;
  await assertRegions(db, [...current.map((row) => row.region_id), regionId], rule.type);
  await db.insert(discountRegions).values({ discount_id: id, region_id: regionId });
}

export async function removeRegion(db: Transaction, id: string, regionId: string): Promise<void> {
  await findDiscount(db, id);
  const current = await db
    .select({ region_id: discountRegions.region_id })
    .from(discountRegions)
    .where(eq(discountRegions.discount_id, id));
  // A discount without regions would be valid in every region (the seed's codes are).
  if (current.length === 1 && current[0].region_id === regionId) {
    throw invalidData("Discount must have atleast 1 region");
  }
  await db
    .delete(discountRegions)
    .where(and(eq(discountRegions.discount_id, id), eq(discountRegions.region_id, regionId)));
}

/**
 * Makes a code of a dynamic discount: it shares the parent's rule (so its conditions) and
 * regions, starts now, and ends `valid_duration` from now when the parent has one.
 */
export async function createDynamicCode(
  db: Transaction,
  parentId: string,
  body: ParsedBody<typeof AdminPostDiscountsDiscountDynamicCodes>,
): Promise<void> {
  const parent = await findDiscount(db, parentId);
  if (!parent.is_dynamic) throw notAllowed("Discount must be set to dynamic");
  await assertCodeFree(db, body.code);
  const now = new Date();
  await db.insert(discounts).values({
    id: generateId("disc"),
    code: body.code,
    is_dynamic: true,
    rule_id: parent.rule_id,
    is_disabled: false,
    parent_discount_id: parent.id,
    starts_at: now,
    ends_at: parent.valid_duration
      ? new Date(now.getTime() + durationSeconds(parent.valid_duration) * 1000)
      : parent.ends_at,
    usage_limit: body.usage_limit ?? parent.usage_limit,
    metadata: body.metadata ?? null,
  });
}

/** Deletes a code of a dynamic discount; a code it does not have is already gone. */
export async function deleteDynamicCode(
  db: Transaction,
  parentId: string,
  code: string,
): Promise<void> {
  const parent = await findDiscount(db, parentId);
  const gone = await db
    .update(discounts)
    .set({ deleted_at: new Date(), updated_at: new Date() })
    .where(
      and(
        eq(discounts.parent_discount_id, parent.id),
        eq(discounts.code, code.toUpperCase()),
        isNull(discounts.deleted_at),
      ),
    )
    .returning({ id: discounts.id });
  if (gone.length > 0) {
    await db.delete(cartDiscounts).where(
      inArray(
        cartDiscounts.discount_id,
        gone.map((row) => row.id),
      ),
    );
  }
}
