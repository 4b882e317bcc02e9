// Store routes of the showroom feature (issue 15, Atelier extensions): how many of each variant
// of a product each stock location of the request's sales channel has available, and which
// products a showroom's stock location holds.
import { z } from "zod";
import { queryInt } from "../common/query";
import { operation } from "../operation";
import { VariantLocationAvailability } from "./entities";

export const GetProductsProductAvailability = operation({
  id: "GetProductsProductAvailability",
  method: "get",
  path: "/store/products/{id}/availability",
  tag: "Products",
  summary: "A product's stock by location",
  description:
    "Atelier extension: for each stock location serving the request's sales channel, the available quantity (stocked − reserved) of each variant of the product that manages inventory.",
  audience: "public",
  responses: {
    200: z.object({ locations: z.array(VariantLocationAvailability) }),
  },
});

/** A product on display at a showroom's stock location, with its units available there. */
export const LocationProduct = z
  .object({
    id: z.string(),
    title: z.string(),
    handle: z.string().nullable(),
    thumbnail: z.string().nullable(),
    available_quantity: z.number().int().meta({
      description: "The units of the product's stock-managed variants available at the location.",
    }),
  })
  .meta({ id: "LocationProduct" });
export type LocationProduct = z.infer<typeof LocationProduct>;

/** Products shown on one page of a showroom. */
export const LOCATION_PRODUCTS_LIMIT = 24;

export const GetStockLocationsLocationProducts = operation({
  id: "GetStockLocationsLocationProducts",
  method: "get",
  path: "/store/stock-locations/{id}/products",
  tag: "Products",
  summary: "The products in stock at a location",
  description:
    "Atelier extension for the showroom pages: the published products of the request's sales channel with units available (stocked − reserved) at the location, which must serve that channel; by title.",
  audience: "public",
  query: z.strictObject({
    limit: queryInt(LOCATION_PRODUCTS_LIMIT, { min: 1, max: 100 }),
  }),
  responses: {
    200: z.object({ products: z.array(LocationProduct) }),
  },
});
