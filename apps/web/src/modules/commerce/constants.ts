/** Spec §9: the commerce client retries 3 times in the provider (network failure, 409, 5xx). */
export const COMMERCE_MAX_RETRIES = 3;
