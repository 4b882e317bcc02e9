// Discounts under /admin (Medusa v1 `api/routes/admin/discounts`). Every change runs in one
// transaction under the Idempotency-Key and answers the discount as it leaves it; the work is in
// discount-admin.ts and, for conditions, discount-conditions.ts.
import {
  AdminDeleteDiscountsDiscount,
  AdminDeleteDiscountsDiscountConditionsCondition,
  AdminDeleteDiscountsDiscountConditionsConditionBatch,
  AdminDeleteDiscountsDiscountDynamicCodesCode,
  AdminDeleteDiscountsDiscountRegionsRegion,
  AdminGetDiscounts,
  AdminGetDiscountsDiscount,
  AdminGetDiscountsDiscountCode,
  AdminGetDiscountsDiscountConditionsCondition,
  AdminPostDiscounts,
  AdminPostDiscountsDiscount,
  AdminPostDiscountsDiscountConditions,
  AdminPostDiscountsDiscountConditionsCondition,
  AdminPostDiscountsDiscountConditionsConditionBatch,
  AdminPostDiscountsDiscountDynamicCodes,
  AdminPostDiscountsDiscountRegionsRegion,
} from "@atelier/contracts";
import { and, count, desc, eq, ilike, isNull, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { idempotencyKey, runIdempotent } from "../../../http/idempotency";
import { containsPattern } from "../../../http/list-query";
import { invalidateCatalogueCache } from "../../../http/response-cache";
import { answer, bind, mount, reply } from "../../../http/route";
import {
  addConditionResources,
  conditionsOfRules,
  findCondition,
  removeConditionResources,
  replaceConditionResources,
  upsertCondition,
} from "../discount-conditions";
import { discountNotFound } from "../discounts";
import { discountConditions, discountRules, discounts } from "../tables";
import {
  addRegion,
  adminDiscount,
  adminDiscounts,
  createDiscount,
  createDynamicCode,
  deleteDiscount,
  deleteDynamicCode,
  findDiscount,
  removeRegion,
  updateDiscount,
} from "./discount-admin";

/**
 * Runs a discount change in the idempotent transaction, then drops the kept cart answers (they go
 * with the catalogue cache), so a cart holding the discount shows its new rule, conditions,
 * regions or state on its next read instead of up to the cache's lifetime later.
 */
const changeDiscount: typeof runIdempotent = async (c, work) => {
  const response = await runIdempotent(c, work);
  if (response.status === 200) invalidateCatalogueCache();
  return response;
};

const listRoute = bind(AdminGetDiscounts, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const filters: (SQL | undefined)[] = [
    isNull(discounts.deleted_at),
    query.parent_discount_id
      ? eq(discounts.parent_discount_id, query.parent_discount_id)
      : isNull(discounts.parent_discount_id),
    query.q ? ilike(discounts.code, containsPattern(query.q)) : undefined,
    query.is_dynamic === undefined ? undefined : eq(discounts.is_dynamic, query.is_dynamic),
    query.is_disabled === undefined ? undefined : eq(discounts.is_disabled, query.is_disabled),
    query.rule?.type ? eq(discountRules.type, query.rule.type) : undefined,
    query.rule?.allocation ? eq(discountRules.allocation, query.rule.allocation) : undefined,
  ];
  const where = and(...filters);
  const page = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ discount: discounts })
      .from(discounts)
      .innerJoin(discountRules, eq(discountRules.id, discounts.rule_id))
      .where(where)
      .orderBy(desc(discounts.created_at), desc(discounts.id))
      .offset(query.offset)
      .limit(query.limit);
    const [total] = await tx
      .select({ count: count() })
      .from(discounts)
      .innerJoin(discountRules, eq(discountRules.id, discounts.rule_id))
      .where(where);
    return {
      discounts: await adminDiscounts(
        tx,
        rows.map((row) => row.discount),
      ),
      count: total.count,
    };
  });
  return reply(c, AdminGetDiscounts, 200, { ...page, offset: query.offset, limit: query.limit });
});

const getRoute = bind(AdminGetDiscountsDiscount, async (c, input) => {
  input.query();
  const { db } = c.get("deps");
  const discount = await db.transaction((tx) => adminDiscount(tx, input.params.id));
  return reply(c, AdminGetDiscountsDiscount, 200, { discount });
});

const getByCodeRoute = bind(AdminGetDiscountsDiscountCode, async (c, input) => {
  input.query();
  const { db } = c.get("deps");
  const code = input.params.code.trim().toUpperCase();
  const discount = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: discounts.id })
      .from(discounts)
      .where(and(eq(discounts.code, code), isNull(discounts.deleted_at)));
    if (!row) throw discountNotFound(code);
    return adminDiscount(tx, row.id);
  });
  return reply(c, AdminGetDiscountsDiscountCode, 200, { discount });
});

const createRoute = bind(
  AdminPostDiscounts,
  async (c, input) => {
    input.query();
    const body = await input.body();
    return changeDiscount(c, async (tx) => {
      const id = await createDiscount(tx, body);
      return answer(AdminPostDiscounts, 200, { discount: await adminDiscount(tx, id) });
    });
  },
  [idempotencyKey],
);

const updateRoute = bind(
  AdminPostDiscountsDiscount,
  async (c, input) => {
    input.query();
    const body = await input.body();
    const { id } = input.params;
    return changeDiscount(c, async (tx) => {
      await updateDiscount(tx, id, body);
      return answer(AdminPostDiscountsDiscount, 200, { discount: await adminDiscount(tx, id) });
    });
  },
  [idempotencyKey],
);

const deleteRoute = bind(
  AdminDeleteDiscountsDiscount,
  async (c, input) => {
    const { id } = input.params;
    return changeDiscount(c, async (tx) => {
      await deleteDiscount(tx, id);
      return answer(AdminDeleteDiscountsDiscount, 200, {
        id,
        object: "discount" as const,
        deleted: true as const,
      });
    });
  },
  [idempotencyKey],
);

const addRegionRoute = bind(
  AdminPostDiscountsDiscountRegionsRegion,
  async (c, input) => {
    const { id, region_id: regionId } = input.params;
    return changeDiscount(c, async (tx) => {
      await addRegion(tx, id, regionId);
      return answer(AdminPostDiscountsDiscountRegionsRegion, 200, {
        discount: await adminDiscount(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const removeRegionRoute = bind(
  AdminDeleteDiscountsDiscountRegionsRegion,
  async (c, input) => {
    const { id, region_id: regionId } = input.params;
    return changeDiscount(c, async (tx) => {
      await removeRegion(tx, id, regionId);
      return answer(AdminDeleteDiscountsDiscountRegionsRegion, 200, {
        discount: await adminDiscount(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const createDynamicCodeRoute = bind(
  AdminPostDiscountsDiscountDynamicCodes,
  async (c, input) => {
    const body = await input.body();
    const { id } = input.params;
    return changeDiscount(c, async (tx) => {
      await createDynamicCode(tx, id, body);
      return answer(AdminPostDiscountsDiscountDynamicCodes, 200, {
        discount: await adminDiscount(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const deleteDynamicCodeRoute = bind(
  AdminDeleteDiscountsDiscountDynamicCodesCode,
  async (c, input) => {
    const { id, code } = input.params;
    return changeDiscount(c, async (tx) => {
      await deleteDynamicCode(tx, id, code);
      return answer(AdminDeleteDiscountsDiscountDynamicCodesCode, 200, {
        discount: await adminDiscount(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const createConditionRoute = bind(
  AdminPostDiscountsDiscountConditions,
  async (c, input) => {
    input.query();
    const body = await input.body();
    const { discount_id: id } = input.params;
    return changeDiscount(c, async (tx) => {
      const discount = await findDiscount(tx, id);
      await upsertCondition(tx, discount.rule_id, body);
      return answer(AdminPostDiscountsDiscountConditions, 200, {
        discount: await adminDiscount(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const getConditionRoute = bind(AdminGetDiscountsDiscountConditionsCondition, async (c, input) => {
  input.query();
  const { discount_id: id, condition_id: conditionId } = input.params;
  const { db } = c.get("deps");
  const condition = await db.transaction(async (tx) => {
    const discount = await findDiscount(tx, id);
    const found = await findCondition(tx, discount.rule_id, conditionId);
    const all = await conditionsOfRules(tx, [discount.rule_id]);
    return all.get(discount.rule_id)!.find((entry) => entry.id === found.id)!;
  });
  return reply(c, AdminGetDiscountsDiscountConditionsCondition, 200, {
    discount_condition: condition,
  });
});

const updateConditionRoute = bind(
  AdminPostDiscountsDiscountConditionsCondition,
  async (c, input) => {
    input.query();
    const body = await input.body();
    const { discount_id: id, condition_id: conditionId } = input.params;
    return changeDiscount(c, async (tx) => {
      const discount = await findDiscount(tx, id);
      const condition = await findCondition(tx, discount.rule_id, conditionId);
      await replaceConditionResources(tx, condition, body);
      return answer(AdminPostDiscountsDiscountConditionsCondition, 200, {
        discount: await adminDiscount(tx, id),
      });
    });
  },
  [idempotencyKey],
);

const deleteConditionRoute = bind(
  AdminDeleteDiscountsDiscountConditionsCondition,
  async (c, input) => {
    const { discount_id: id, condition_id: conditionId } = input.params;
    return changeDiscount(c, async (tx) => {
      const discount = await findDiscount(tx, id);
      const condition = await findCondition(tx, discount.rule_id, conditionId);
      await tx.delete(discountConditions).where(eq(discountConditions.id, condition.id));
      return answer(AdminDeleteDiscountsDiscountConditionsCondition, 200, {
        id: condition.id,
        object: "discount-condition" as const,
        deleted: true as const,
        discount: await adminDiscount(tx, id),
      });
    });
  },
  [idempotencyKey],
);

/** The batch routes of a condition: add or remove resources, answering the discount. */
function conditionBatchRoute(
  operation:
    | typeof AdminPostDiscountsDiscountConditionsConditionBatch
    | typeof AdminDeleteDiscountsDiscountConditionsConditionBatch,
  change: typeof addConditionResources,
) {
  return bind(
    operation,
    async (c, input) => {
      input.query();
      const body = await input.body();
      const { discount_id: id, condition_id: conditionId } = input.params;
      return changeDiscount(c, async (tx) => {
        const discount = await findDiscount(tx, id);
        const condition = await findCondition(tx, discount.rule_id, conditionId);
        await change(
          tx,
          condition,
          body.resources.map((resource) => resource.id),
        );
        return answer(operation, 200, { discount: await adminDiscount(tx, id) });
      });
    },
    [idempotencyKey],
  );
}

const addResourcesRoute = conditionBatchRoute(
  AdminPostDiscountsDiscountConditionsConditionBatch,
  addConditionResources,
);
const removeResourcesRoute = conditionBatchRoute(
  AdminDeleteDiscountsDiscountConditionsConditionBatch,
  removeConditionResources,
);

export const adminDiscountRoutes = mount(new Hono<AppEnv>(), "/admin", [
  listRoute,
  getByCodeRoute,
  createRoute,
  getRoute,
  updateRoute,
  deleteRoute,
  addRegionRoute,
  removeRegionRoute,
  createDynamicCodeRoute,
  deleteDynamicCodeRoute,
  createConditionRoute,
  getConditionRoute,
  updateConditionRoute,
  deleteConditionRoute,
  addResourcesRoute,
  removeResourcesRoute,
]);
