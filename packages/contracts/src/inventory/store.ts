// Store route of the showroom feature (issue 15, Atelier extension): how many of each variant of
// a product each stock location of the request's sales channel has available.
import { z } from "zod";
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
