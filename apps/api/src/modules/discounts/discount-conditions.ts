// The conditions of a discount rule (Medusa v1 discount conditions): which resources each names,
// and, as SQL, whether a cart's line or its customer meets them. A rule's product conditions
// (products, types, collections, tags) decide which lines it discounts; its customer-group
// conditions decide whether the cart's customer may use it at all. Every condition must hold:
// `in` wants the line's product (or the customer) among the resources, `not_in` wants it outside.
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { DiscountConditionInput, DiscountConditionType } from "@atelier/contracts";
import type { Transaction } from "../../http/idempotency";
import { invalidData, notFound } from "../../http/errors";
import { generateId } from "../../http/ids";
import {
  productCollections,
  productTagLinks,
  productTags,
  productTypes,
  products,
} from "../catalogue/tables";
import { customerGroupCustomers, customerGroups } from "../customers/tables";
import { discountConditionResources, discountConditions } from "./tables";

export type ConditionRow = typeof discountConditions.$inferSelect;

/** Each kind's table, and the column staff know a resource by. */
const RESOURCE_TABLES = {
  products: { table: products, id: products.id, label: products.title, name: "Product" },
  product_types: {
    table: productTypes,
    id: productTypes.id,
    label: productTypes.value,
    name: "Product type",
  },
  product_collections: {
    table: productCollections,
    id: productCollections.id,
    label: productCollections.title,
    name: "Product collection",
  },
  product_tags: {
    table: productTags,
    id: productTags.id,
    label: productTags.value,
    name: "Product tag",
  },
  customer_groups: {
    table: customerGroups,
    id: customerGroups.id,
    label: customerGroups.name,
    name: "Customer group",
  },
} as const;

/** The kind of resource a condition body names (the contract lets exactly one through). */
export function conditionKind(
  body: Partial<Record<DiscountConditionType, string[]>>,
): DiscountConditionType {
  const kind = (Object.keys(RESOURCE_TABLES) as DiscountConditionType[]).find(
    (type) => body[type] !== undefined,
  );
  if (!kind) throw invalidData("A condition must name its resources");
  return kind;
}

/** Refuses ids that name no resource of the kind, naming them. */
async function assertResourcesExist(
  db: Transaction,
  kind: DiscountConditionType,
  ids: string[],
): Promise<void> {
  const { table, id, name } = RESOURCE_TABLES[kind];
  const found = await db.select({ id }).from(table).where(inArray(id, ids));
  const known = new Set(found.map((row) => row.id));
  const missing = [...new Set(ids)].filter((candidate) => !known.has(candidate));
  if (missing.length > 0) {
    throw invalidData(`${name} with id ${missing.join(", ")} was not found`);
  }
}

export async function addConditionResources(
  db: Transaction,
  condition: ConditionRow,
  ids: string[],
): Promise<void> {
  await assertResourcesExist(db, condition.type, ids);
  await db
    .insert(discountConditionResources)
    .values([...new Set(ids)].map((id) => ({ condition_id: condition.id, resource_id: id })))
    .onConflictDoNothing();
}

export async function removeConditionResources(
  db: Transaction,
  condition: ConditionRow,
  ids: string[],
): Promise<void> {
  await db
    .delete(discountConditionResources)
    .where(
      and(
        eq(discountConditionResources.condition_id, condition.id),
        inArray(discountConditionResources.resource_id, ids),
      ),
    );
}

/**
 * Adds a condition to a rule, or, when the rule has one of that kind and operator already, adds
 * the resources to it (Medusa's upsert). Answers the condition.
 */
export async function upsertCondition(
  db: Transaction,
  ruleId: string,
  input: DiscountConditionInput,
): Promise<ConditionRow> {
  const kind = conditionKind(input);
  const [existing] = await db
    .select()
    .from(discountConditions)
    .where(
      and(
        eq(discountConditions.discount_rule_id, ruleId),
        eq(discountConditions.type, kind),
        eq(discountConditions.operator, input.operator),
      ),
    );
  const condition =
    existing ??
    (
      await db
        .insert(discountConditions)
        .values({
          id: generateId("discon"),
          type: kind,
          operator: input.operator,
          discount_rule_id: ruleId,
        })
        .returning()
    )[0];
  await addConditionResources(db, condition, input[kind] ?? []);
  return condition;
}

/** Replaces a condition's resources with the list given, which must be of its kind. */
export async function replaceConditionResources(
  db: Transaction,
  condition: ConditionRow,
  body: Partial<Record<DiscountConditionType, string[]>>,
): Promise<void> {
  const kind = conditionKind(body);
  if (kind !== condition.type) {
    throw invalidData(`The condition is on ${condition.type}; ${kind} cannot be set on it`);
  }
  const ids = body[kind] ?? [];
  await assertResourcesExist(db, kind, ids);
  await db
    .delete(discountConditionResources)
    .where(eq(discountConditionResources.condition_id, condition.id));
  await addConditionResources(db, condition, ids);
}

export async function findCondition(
  db: Transaction,
  ruleId: string,
  conditionId: string,
): Promise<ConditionRow> {
  const [condition] = await db
    .select()
    .from(discountConditions)
    .where(
      and(eq(discountConditions.id, conditionId), eq(discountConditions.discount_rule_id, ruleId)),
    );
  if (!condition) throw notFound(`DiscountCondition with id ${conditionId} was not found`);
  return condition;
}

/** A condition as the admin routes answer it: with its resources under its kind's key. */
export type ConditionWithResources = ConditionRow &
  Partial<Record<DiscountConditionType, { id: string; label: string }[]>>;

/** The conditions of these rules, each with its resources, by rule id. */
export async function conditionsOfRules(
  db: Transaction,
  ruleIds: string[],
): Promise<Map<string, ConditionWithResources[]>> {
  const byRule = new Map<string, ConditionWithResources[]>(ruleIds.map((id) => [id, []]));
  if (ruleIds.length === 0) return byRule;
  const conditions = await db
    .select()
    .from(discountConditions)
    .where(inArray(discountConditions.discount_rule_id, ruleIds))
    .orderBy(discountConditions.created_at, discountConditions.id);
  if (conditions.length === 0) return byRule;
  const links = await db
    .select()
    .from(discountConditionResources)
    .where(
      inArray(
        discountConditionResources.condition_id,
        conditions.map((condition) => condition.id),
      ),
    );
  const labels = new Map<string, string>();
  for (const kind of Object.keys(RESOURCE_TABLES) as DiscountConditionType[]) {
    const ids = links
      .filter((link) => conditions.find((c) => c.id === link.condition_id)?.type === kind)
      .map((link) => link.resource_id);
    if (ids.length === 0) continue;
    const { table, id, label } = RESOURCE_TABLES[kind];
    const rows = await db.select({ id, label }).from(table).where(inArray(id, ids));
    for (const row of rows) labels.set(`${kind}:${row.id}`, row.label);
  }
  for (const condition of conditions) {
    const resources = links
      .filter((link) => link.condition_id === condition.id)
      .map((link) => ({
        id: link.resource_id,
        label: labels.get(`${condition.type}:${link.resource_id}`) ?? link.resource_id,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
    byRule.get(condition.discount_rule_id)?.push({ ...condition, [condition.type]: resources });
  }
  return byRule;
}

/**
 * SQL: whether the product (`productId`, null for a line without one) meets every product
 * condition of the rule. A line without a product meets only a rule without product conditions.
 */
export function meetsProductConditions(ruleId: SQLWrapper, productId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`not exists (
    select 1 from ${discountConditions} c
     where c.discount_rule_id = ${ruleId} and c.type <> 'customer_groups'
       and (${productId} is null or (c.operator = 'in') <> exists (
         select 1 from ${discountConditionResources} x
           join ${products} p on p.id = ${productId}
          where x.condition_id = c.id and (
            (c.type = 'products' and x.resource_id = p.id)
            or (c.type = 'product_types' and x.resource_id = p.type_id)
            or (c.type = 'product_collections' and x.resource_id = p.collection_id)
            or (c.type = 'product_tags' and exists (
              select 1 from ${productTagLinks} t
               where t.product_id = p.id and t.product_tag_id = x.resource_id))
          ))))`;
}

/**
 * SQL: whether the customer (null for a guest) meets every customer-group condition of the rule.
 * A guest is in no group: it meets `not_in` conditions and fails `in` ones.
 */
export function meetsCustomerConditions(ruleId: SQLWrapper, customerId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`not exists (
    select 1 from ${discountConditions} c
     where c.discount_rule_id = ${ruleId} and c.type = 'customer_groups'
       and (c.operator = 'in') <> exists (
         select 1 from ${discountConditionResources} x
           join ${customerGroupCustomers} m on m.customer_group_id = x.resource_id
          where x.condition_id = c.id and m.customer_id = ${customerId}))`;
}

/** SQL: whether the rule has any product condition (then some line must meet it). */
export function hasProductConditions(ruleId: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${discountConditions} c
     where c.discount_rule_id = ${ruleId} and c.type <> 'customer_groups')`;
}
