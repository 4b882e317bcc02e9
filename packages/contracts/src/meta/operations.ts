// The API's own routes: is it up, and what does it offer.
import { z } from "zod";
import { operation } from "../operation";

const TAG = "Meta";

export const GetHealth = operation({
  id: "GetHealth",
  method: "get",
  path: "/health",
  tag: TAG,
  summary: "Is the API up",
  audience: "public",
  responses: {
    200: { description: "The API answers", content: { "text/plain": z.literal("OK") } },
  },
});

export const GetOpenApiDocument = operation({
  id: "GetOpenApiDocument",
  method: "get",
  path: "/openapi.json",
  tag: TAG,
  summary: "This document",
  description: "The OpenAPI 3.1 document of every route, built from the routes' declarations.",
  audience: "public",
  responses: {
    200: z
      .looseObject({
        openapi: z.literal("3.1.0"),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.unknown()),
      })
      .meta({ id: "OpenApiDocument" }),
  },
});
