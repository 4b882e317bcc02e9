// The money and currency pieces the region, shipping option and store bodies share live with the
// price list declarations in @atelier/contracts.
export { currencyCodeField, moneyField } from "@atelier/contracts";
