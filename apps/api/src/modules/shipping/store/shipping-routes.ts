// Store shipping routes (contract medusa-v1 §5, §6.4, §7.6): the options of a region or a cart, and
// choosing one for a cart.
import { getTableName, sql } from "drizzle-orm";
import {
  GetShippingOptions,
  GetShippingOptionsCartId,
  PostCartsCartShippingMethod,
} from "@atelier/contracts";
import { Hono } from "hono";
import { shippingMethods, shippingOptions } from "../tables";
import { compiledQuery, rowDecoder } from "../../../db/compiled-query";
import type { CartCheckout, ShippingMethodRow } from "../../carts/cart-checkout";
import type { AppDeps, AppEnv } from "../../../http/context";
import { invalidData, notFound } from "../../../http/errors";
import { generateId } from "../../../http/ids";
import { idempotencyKey, type Transaction } from "../../../http/idempotency";
import { answer, bind, mount, reply } from "../../../http/route";
import {
  cartWithItems,
  lockOpenCart,
  readCurrentCart,
  type LockedCart,
} from "../../carts/cart-loader";
import { findRegions } from "../../regions/region-service";
import {
  loadRegionTaxRules,
  shippingOptionRates,
  type RegionTaxRules,
} from "../../taxes/region-tax-rules";
import {
  findCartShippingOptions,
  findChosenShippingOptions,
  findShippingOptions,
  meetsRequirements,
  optionRequirements,
  priceShippingOption,
  type RequirementRow,
  type ShippingOptionWithRequirements,
} from "../shipping-options";
import { loadShippingProfiles } from "../shipping-profile";
import { cartAnswerNow, runCartChange, type KnownCartChange } from "../../carts/cart-change";
import { cartUnchanged, insertRowWhen } from "../../carts/change-if-unchanged";
import { assignableRegion } from "../../carts/cart-region";

const listForRegion = bind(GetShippingOptions, async (c, input) => {
  const query = input.query();
  const { db } = c.get("deps");
  const options = await findShippingOptions(db, {
    regionId: query.region_id,
    isReturn: query.is_return,
  });
  const regionIds = [...new Set(options.map((option) => option.region_id))];
  const regions = new Map((await findRegions(db, regionIds)).map((region) => [region.id, region]));
  const profiles = await loadShippingProfiles(db);
  const rules = new Map<string, RegionTaxRules>();
  for (const regionId of regions.keys())
    rules.set(regionId, await loadRegionTaxRules(db, regionId));
  const priced = options.flatMap((option) => {
    const region = regions.get(option.region_id);
    const regionRules = rules.get(option.region_id);
    return region && regionRules
      ? [priceShippingOption(option, region, profiles, shippingOptionRates(regionRules, option.id))]
      : [];
  });
  return reply(c, GetShippingOptions, 200, { shipping_options: priced });
});

const listForCart = bind(GetShippingOptionsCartId, async (c, input) => {
  const deps = c.get("deps");
  const cart = await readCurrentCart(deps, input.params.cart_id, c.get("customerId"));
  // As Medusa v1 (ShippingProfileService.fetchCartOptions): only the options of the profiles the
  // cart's products ship in, so an empty cart is offered none.
  const profileIds = [
    ...new Set(
      cart.items.flatMap((item) => (item.variant ? [item.variant.product.profile_id] : [])),
    ),
  ];
  const options = await findCartShippingOptions(deps, cart.region_id, profileIds);
  // The cart's region as every cart answer has it (cached), with its tax rules.
  const region = await assignableRegion(deps, deps.db, cart.region_id);
  const profiles = await loadShippingProfiles(deps.db);
  const available = options
    .filter((option) => meetsRequirements(option, cart.subtotal))
    .map((option) =>
      priceShippingOption(
        option,
        cart.region,
        profiles,
        shippingOptionRates(region.tax_rules, option.id),
      ),
    );
  return reply(c, GetShippingOptionsCartId, 200, { shipping_options: available });
});

/**
 * POST /store/carts/:id/shipping-methods: Atelier has one shipping profile, so the chosen option
 * replaces whatever method the cart had. The price is the option's at the time of choosing. The
 * answer is the locked cart with the method as inserted, not read again (issue 16): nothing else
 * of the cart changes.
 */
const addShippingMethod = bind(
  PostCartsCartShippingMethod,
  async (c, input) => {
    const body = await input.body();
    const deps = c.get("deps");
    const id = input.params.id;
    const data = body.data ?? {};
    const known = {
      id,
      plan: (cart: LockedCart) => planShippingMethod(deps, cart, body.option_id, data),
    };
    return runCartChange(
      c,
      cartAnswerNow(c, id),
      async (tx, keep) => {
        const locked = await lockOpenCart(deps, tx, id, c.get("customerId"));
        // Written first and checked after: a refusal throws, which rolls the writing back.
        const { option, method } = await replaceShippingMethod(
          tx,
          locked.record.cart.id,
          body.option_id,
          data,
        );
        if (!option || !method) {
          throw notFound(`Shipping option with id ${body.option_id} was not found`);
        }
        if (option.region_id !== locked.record.cart.region_id) {
          throw invalidData("The shipping option is not available in the cart's region");
        }
        const checkout = withShippingMethod(locked.checkout, option, method);
        const cart = cartWithItems(deps, { ...locked, checkout }, locked.items);
        // A cart's subtotal is its lines', whatever its shipping method.
        if (!meetsRequirements(option, cart.subtotal)) {
          throw invalidData("The cart does not satisfy the shipping option's requirements");
        }
        keep(locked, { record: locked.record, items: locked.items, checkout });
        return answer(PostCartsCartShippingMethod, 200, { cart });
      },
      known,
    );
  },
  [idempotencyKey],
);

const METHODS_TABLE = getTableName(shippingMethods);

/**
 * The option chosen for the cart as this process knows it, planned without reading the cart: the
 * option comes from the catalogue's lookup cache (as a completion checks it). Undefined when the
 * locked way must decide (no such option for shoppers, another region's, requirements not met).
 */
async function planShippingMethod(
  deps: AppDeps,
  known: LockedCart,
  optionId: string,
  data: Record<string, unknown>,
): Promise<KnownCartChange | undefined> {
  const [option] = await findChosenShippingOptions(deps, deps.db, [optionId]);
  const cartId = known.record.cart.id;
  if (!option || option.is_return || option.region_id !== known.record.cart.region_id) {
    return undefined;
  }
  const method: ShippingMethodRow = {
    id: generateId("sm"),
    shipping_option_id: option.id,
    cart_id: cartId,
    order_id: null,
    return_id: null,
    swap_id: null,
    claim_order_id: null,
    price: option.amount ?? 0,
    data,
  };
  const checkout = withShippingMethod(known.checkout, option, method);
  const cart = cartWithItems(deps, { ...known, checkout }, known.items);
  if (!meetsRequirements(option, cart.subtotal)) return undefined;
  return {
    writes: [
      (param) =>
        `delete from ${METHODS_TABLE} where cart_id = ${param(cartId)} and ${cartUnchanged}`,
      insertRowWhen(shippingMethods, method, cartUnchanged),
    ],
    after: { record: known.record, items: known.items, checkout },
    cart,
  };
}

/** The cart's checkout with `method`, of `option`, as its one shipping method. */
function withShippingMethod(
  checkout: CartCheckout,
  option: ShippingOptionWithRequirements,
  method: ShippingMethodRow,
): CartCheckout {
  const { requirements: _requirements, ...optionRow } = option;
  return { ...checkout, shipping_methods: [{ ...method, shipping_option: optionRow }] };
}

/**
 * The cart's shipping methods replaced by one of the option `optionId` names (a shopper's: not
 * admin-only, not for returns), at its price, in one statement; answers the option with its
 * requirements and the method, both undefined when there is no such option (nothing is added).
 */
async function replaceShippingMethod(
  tx: Transaction,
  cartId: string,
  optionId: string,
  data: Record<string, unknown>,
): Promise<{ option?: ShippingOptionWithRequirements; method?: ShippingMethodRow }> {
  const [row] = await replaceShippingMethodStatement.run(tx, {
    cart_id: cartId,
    option_id: optionId,
    id: generateId("sm"),
    data: JSON.stringify(data),
  });
  return { option: row.option ?? undefined, method: row.method ?? undefined };
}

const decodeOption = rowDecoder(shippingOptions);

const replaceShippingMethodStatement = compiledQuery(
  "replace_shipping_method",
  {
    option: ({
      requirements,
      ...row
    }: Record<string, unknown>): ShippingOptionWithRequirements => ({
      ...decodeOption(row),
      requirements: requirements as RequirementRow[],
    }),
    method: rowDecoder(shippingMethods),
  },
  () => sql`
    with chosen as (
      select ${shippingOptions}.*, ${optionRequirements(shippingOptions.id)} as requirements
        from ${shippingOptions}
       where ${shippingOptions.id} = cast(${sql.placeholder("option_id")} as text)
         and ${shippingOptions.deleted_at} is null and ${shippingOptions.admin_only} = false
         and ${shippingOptions.is_return} = false
    ), dropped as (
      delete from ${shippingMethods} where cart_id = cast(${sql.placeholder("cart_id")} as text)
    ), added as (
      insert into ${shippingMethods} (id, shipping_option_id, cart_id, price, data)
      select cast(${sql.placeholder("id")} as text), chosen.id,
        cast(${sql.placeholder("cart_id")} as text), coalesce(chosen.amount, 0),
        cast(${sql.placeholder("data")} as jsonb)
        from chosen
      returning *
    )
    select (select row_to_json(chosen) from chosen) as option,
      (select row_to_json(added) from added) as method`,
);

export const shippingRoutes = mount(new Hono<AppEnv>(), "/store", [
  listForRegion,
  listForCart,
  addShippingMethod,
]);
