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

/** The files the reference page loads: Swagger UI's own (swagger-ui-dist) and its starter. */
export const API_REFERENCE_ASSETS = [
  "swagger-ui-bundle.js",
  "swagger-ui.css",
  "index.css",
  "favicon-16x16.png",
  "favicon-32x32.png",
  "init.js",
] as const;
export type ApiReferenceAsset = (typeof API_REFERENCE_ASSETS)[number];

export const GetApiReference = operation({
  id: "GetApiReference",
  method: "get",
  path: "/docs",
  tag: TAG,
  summary: "This reference, as a web page",
  description:
    "Swagger UI on /openapi.json. Everything it loads comes from /docs/assets; its own Content-Security-Policy allows nothing else.",
  audience: "public",
  responses: {
    200: {
      description: "The reference page",
      content: { "text/html": z.string() },
      headers: { "Content-Security-Policy": "Scripts, styles and data from this API only" },
    },
  },
});

export const GetApiReferenceAsset = operation({
  id: "GetApiReferenceAsset",
  method: "get",
  path: "/docs/assets/{file}",
  tag: TAG,
  summary: "A file of the reference page",
  description: "Answers 304 when If-None-Match names the file's current ETag.",
  audience: "public",
  params: z.object({ file: z.enum(API_REFERENCE_ASSETS) }),
  responses: {
    200: {
      description: "The file (gzip-encoded when the caller accepts it)",
      content: { "text/javascript": null, "text/css": null, "image/png": null },
      headers: {
        ETag: "The file's content hash",
        "Cache-Control": "no-cache: kept, and checked with If-None-Match before reuse",
      },
    },
    304: { description: "The copy the caller holds is current" },
    404: { description: "No such file", content: { "text/plain": z.string() } },
  },
});
