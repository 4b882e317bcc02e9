// The Admin methods for discounts (issue 14), spread into the admin namespace by createAdminApi
// and named as in the Medusa JS client's `admin.discounts`.
import type {
  AdminDeleteDiscountsDiscount,
  AdminDeleteDiscountsDiscountConditionsCondition,
  AdminDeleteDiscountsDiscountConditionsConditionBatch,
  AdminDeleteDiscountsDiscountDynamicCodesCode,
  AdminDeleteDiscountsDiscountRegionsRegion,
  AdminGetDiscounts,
  AdminGetDiscountsDiscount,
  AdminGetDiscountsDiscountCode,
  AdminGetDiscountsDiscountConditionsCondition,
  AdminPostDiscounts,
  AdminPostDiscountsDiscount,
  AdminPostDiscountsDiscountConditions,
  AdminPostDiscountsDiscountConditionsCondition,
  AdminPostDiscountsDiscountConditionsConditionBatch,
  AdminPostDiscountsDiscountDynamicCodes,
  AdminPostDiscountsDiscountRegionsRegion,
  Body,
  Query,
  Reply,
} from "@atelier/contracts";
import type { RequestOptions, Transport } from "./client";

const segment = encodeURIComponent;

export function createAdminDiscountsApi({ request }: Transport) {
  const discountPath = (id: string) => `/admin/discounts/${segment(id)}`;
  const conditionPath = (id: string, conditionId: string) =>
    `${discountPath(id)}/conditions/${segment(conditionId)}`;
  return {
    discounts: {
      list: (query?: Query<typeof AdminGetDiscounts>, options?: RequestOptions) =>
        request<Reply<typeof AdminGetDiscounts>>("GET", "/admin/discounts", {
          query,
          ...options,
        }),
      retrieve: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetDiscountsDiscount>>("GET", discountPath(id), options),
      retrieveByCode: (code: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetDiscountsDiscountCode>>(
          "GET",
          `/admin/discounts/code/${segment(code)}`,
          options,
        ),
      create: (payload: Body<typeof AdminPostDiscounts>, options?: RequestOptions) =>
        request<Reply<typeof AdminPostDiscounts>>("POST", "/admin/discounts", {
          body: payload,
          ...options,
        }),
      update: (
        id: string,
        payload: Body<typeof AdminPostDiscountsDiscount>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostDiscountsDiscount>>("POST", discountPath(id), {
          body: payload,
          ...options,
        }),
      delete: (id: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteDiscountsDiscount>>("DELETE", discountPath(id), options),
      addRegion: (id: string, regionId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminPostDiscountsDiscountRegionsRegion>>(
          "POST",
          `${discountPath(id)}/regions/${segment(regionId)}`,
          options,
        ),
      removeRegion: (id: string, regionId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteDiscountsDiscountRegionsRegion>>(
          "DELETE",
          `${discountPath(id)}/regions/${segment(regionId)}`,
          options,
        ),
      createDynamicCode: (
        id: string,
        payload: Body<typeof AdminPostDiscountsDiscountDynamicCodes>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostDiscountsDiscountDynamicCodes>>(
          "POST",
          `${discountPath(id)}/dynamic-codes`,
          { body: payload, ...options },
        ),
      deleteDynamicCode: (id: string, code: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteDiscountsDiscountDynamicCodesCode>>(
          "DELETE",
          `${discountPath(id)}/dynamic-codes/${segment(code)}`,
          options,
        ),
      createCondition: (
        id: string,
        payload: Body<typeof AdminPostDiscountsDiscountConditions>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostDiscountsDiscountConditions>>(
          "POST",
          `${discountPath(id)}/conditions`,
          { body: payload, ...options },
        ),
      getCondition: (id: string, conditionId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminGetDiscountsDiscountConditionsCondition>>(
          "GET",
          conditionPath(id, conditionId),
          options,
        ),
      updateCondition: (
        id: string,
        conditionId: string,
        payload: Body<typeof AdminPostDiscountsDiscountConditionsCondition>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostDiscountsDiscountConditionsCondition>>(
          "POST",
          conditionPath(id, conditionId),
          { body: payload, ...options },
        ),
      deleteCondition: (id: string, conditionId: string, options?: RequestOptions) =>
        request<Reply<typeof AdminDeleteDiscountsDiscountConditionsCondition>>(
          "DELETE",
          conditionPath(id, conditionId),
          options,
        ),
      addConditionResourceBatch: (
        id: string,
        conditionId: string,
        payload: Body<typeof AdminPostDiscountsDiscountConditionsConditionBatch>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminPostDiscountsDiscountConditionsConditionBatch>>(
          "POST",
          `${conditionPath(id, conditionId)}/batch`,
          { body: payload, ...options },
        ),
      deleteConditionResourceBatch: (
        id: string,
        conditionId: string,
        payload: Body<typeof AdminDeleteDiscountsDiscountConditionsConditionBatch>,
        options?: RequestOptions,
      ) =>
        request<Reply<typeof AdminDeleteDiscountsDiscountConditionsConditionBatch>>(
          "DELETE",
          `${conditionPath(id, conditionId)}/batch`,
          { body: payload, ...options },
        ),
    },
  };
}
