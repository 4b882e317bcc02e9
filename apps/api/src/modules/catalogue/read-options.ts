// What every product and variant read depends on besides its filters: the request's sales
// channels (publishable key, or an explicit `sales_channel_id` inside it) and price context.
import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { type PriceParams, priceSelection } from "../pricing/price-context";
import { type SalesChannelScope, salesChannelScope } from "../sales-channels/sales-channel-scope";
import { effectiveSalesChannels } from "../sales-channels/scope-errors";
import type { ProductReadOptions } from "./product-service";

export interface CatalogueReadParams extends PriceParams {
  sales_channel_id?: string[];
}

export async function catalogueReadOptions(
  c: Context<AppEnv>,
  params: CatalogueReadParams,
): Promise<{ scope: SalesChannelScope; options: ProductReadOptions }> {
  const { db, config } = c.get("deps");
  const scope = await salesChannelScope(c);
  const options: ProductReadOptions = {
    publicUrl: config.publicUrl,
    selection: await priceSelection(db, params, c.get("customerId")),
    salesChannelIds: effectiveSalesChannels(scope, params.sales_channel_id),
    includeSalesChannels: scope.publishableKeyId !== null,
  };
  return { scope, options };
}
