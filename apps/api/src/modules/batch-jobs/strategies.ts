// The strategy of each batch job type this API runs.
import type { BatchJobType } from "@atelier/contracts";
import { orderExportStrategy } from "./order-export";
import { productExportStrategy } from "./product/product-export";
import { productImportStrategy } from "./product/product-import";
import type { BatchJobStrategy } from "./strategy";

const strategies: Record<BatchJobType, BatchJobStrategy> = {
  "product-import": productImportStrategy,
  "product-export": productExportStrategy,
  "order-export": orderExportStrategy,
};

export function strategyFor(type: string): BatchJobStrategy | undefined {
  return Object.hasOwn(strategies, type) ? strategies[type as BatchJobType] : undefined;
}
