// Store routes of the regions domain (Medusa v1 §5, §7.2).
import { z } from "zod";
import { listOf } from "../common/fields";
import { dateComparison, paginationQuery, queryFieldList } from "../common/query";
import { operation } from "../operation";
import { Region } from "./entities";

const TAG = "Regions";

export const GetRegions = operation({
  id: "GetRegions",
  method: "get",
  path: "/store/regions",
  tag: TAG,
  summary: "List the regions",
  description: "Newest first unless `order` names a field (`-` first for descending).",
  audience: "customer-optional",
  query: z.strictObject({
    ...paginationQuery(100),
    created_at: dateComparison,
    updated_at: dateComparison,
    order: z.string().optional(),
    expand: queryFieldList,
    fields: queryFieldList,
  }),
  responses: { 200: listOf("regions", Region) },
});

export const GetRegionsRegion = operation({
  id: "GetRegionsRegion",
  method: "get",
  path: "/store/regions/{id}",
  tag: TAG,
  summary: "Get a region",
  audience: "customer-optional",
  responses: { 200: z.object({ region: Region }) },
});
