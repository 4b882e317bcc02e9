// @atelier/contracts: every route of the API, declared once (see operation.ts).
export * from "./operation";
export * from "./common/errors";
export * from "./common/query";
export * from "./meta/operations";
