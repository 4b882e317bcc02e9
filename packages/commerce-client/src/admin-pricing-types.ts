// Admin request types of customer groups and price lists (contract medusa-v1 §12.1, §13), as the
// declarations in @atelier/contracts define them. A price list's price input is the contracts'
// `PriceListPriceInput`.
import type {
  AdminGetCustomerGroups,
  AdminGetPriceLists,
  AdminPostPriceListsPriceList,
  AdminPostPriceListsPriceListPriceList,
  Body,
  Query,
} from "@atelier/contracts";

export type CustomerGroupListQuery = Query<typeof AdminGetCustomerGroups>;

export type PriceListListQuery = Query<typeof AdminGetPriceLists>;

export type PriceListCreateInput = Body<typeof AdminPostPriceListsPriceList>;

export type PriceListUpdateInput = Body<typeof AdminPostPriceListsPriceListPriceList>;
