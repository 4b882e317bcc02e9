// GET /store/variants and /store/variants/:id (Medusa v1 §5, §7.5), scoped by the publishable
// API key like the products they belong to.
import { GetVariants, GetVariantsVariant } from "@atelier/contracts";
import { Hono } from "hono";
import type { AppEnv } from "../../../http/context";
import { refuseNulCharacters } from "../../../http/nul-characters";
import { cachedReply, catalogueCacheKey } from "../../../http/response-cache";
import { bind, mount } from "../../../http/route";
import { publishableKeyScope } from "../../sales-channels/sales-channel-scope";
import { withScopeErrors } from "../../sales-channels/scope-errors";
import { catalogueReadOptions } from "../read-options";
import { listStoreVariants, retrieveStoreVariant } from "../variant-service";

const listRoute = bind(GetVariants, (c, input) =>
  withScopeErrors(c, async () => {
    const query = input.query();
    const { db } = c.get("deps");
    const { options } = await catalogueReadOptions(c, query);
    const filters = {
      ids: [...new Set([...(query.ids ?? []), ...(query.id ?? [])])].sort(),
      title: query.title,
      inventory_quantity: query.inventory_quantity,
    };
    const page = { filters, offset: query.offset, limit: query.limit };
    return cachedReply(
      c,
      GetVariants,
      catalogueCacheKey("variants", { page, options }),
      async () => ({
        variants: await listStoreVariants(db, page, options),
      }),
    );
  }),
);

const retrieveRoute = bind(GetVariantsVariant, (c, input) =>
  withScopeErrors(c, async () => {
    const { id } = input.params;
    const { db } = c.get("deps");
    const { scope, options } = await catalogueReadOptions(c, input.query());
    return cachedReply(
      c,
      GetVariantsVariant,
      catalogueCacheKey("variant", { id, options }),
      async () => ({
        variant: await retrieveStoreVariant(db, id, scope, options),
      }),
    );
  }),
);

export const variantRoutes = mount(
  new Hono<AppEnv>().use("/variants/*", refuseNulCharacters, publishableKeyScope),
  "/store",
  [listRoute, retrieveRoute],
);
