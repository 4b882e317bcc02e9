// The shop's currencies, regions and the countries they serve (Medusa v1 §7.2, §10).

export type SeedCurrencyCode = "usd" | "eur" | "jpy";

export const seedCurrencies: {
  code: SeedCurrencyCode;
  symbol: string;
  symbol_native: string;
  name: string;
}[] = [
  { code: "usd", symbol: "$", symbol_native: "$", name: "US Dollar" },
  { code: "eur", symbol: "€", symbol_native: "€", name: "Euro" },
  { code: "jpy", symbol: "¥", symbol_native: "￥", name: "Japanese Yen" },
];

export interface SeedCountry {
  iso_2: string;
  iso_3: string;
  num_code: number;
  /** Upper case, as Medusa stores it. */
  name: string;
  display_name: string;
}

export interface SeedRegion {
  key: "us" | "eu" | "jp";
  name: string;
  currency_code: SeedCurrencyCode;
  /** A percentage. */
  tax_rate: number;
  countries: SeedCountry[];
}

/** In creation order: the first is the store's default region. */
export const seedRegions: SeedRegion[] = [
  {
    key: "us",
    name: "United States",
    currency_code: "usd",
    tax_rate: 8,
    // Canada ships from the US warehouse and pays in US dollars in the demo; a real shop would
    // give it its own region with cad and its own tax rate.
    countries: [
      {
        iso_2: "us",
        iso_3: "usa",
        num_code: 840,
        name: "UNITED STATES",
        display_name: "United States",
      },
      { iso_2: "ca", iso_3: "can", num_code: 124, name: "CANADA", display_name: "Canada" },
    ],
  },
  {
    key: "eu",
    name: "Europe",
    currency_code: "eur",
    tax_rate: 20,
    countries: [
      { iso_2: "de", iso_3: "deu", num_code: 276, name: "GERMANY", display_name: "Germany" },
      { iso_2: "fr", iso_3: "fra", num_code: 250, name: "FRANCE", display_name: "France" },
      { iso_2: "it", iso_3: "ita", num_code: 380, name: "ITALY", display_name: "Italy" },
      { iso_2: "es", iso_3: "esp", num_code: 724, name: "SPAIN", display_name: "Spain" },
      {
        iso_2: "nl",
        iso_3: "nld",
        num_code: 528,
        name: "NETHERLANDS",
        display_name: "Netherlands",
      },
      { iso_2: "dk", iso_3: "dnk", num_code: 208, name: "DENMARK", display_name: "Denmark" },
      { iso_2: "se", iso_3: "swe", num_code: 752, name: "SWEDEN", display_name: "Sweden" },
    ],
  },
  {
    key: "jp",
    name: "Japan",
    currency_code: "jpy",
    tax_rate: 10,
    countries: [{ iso_2: "jp", iso_3: "jpn", num_code: 392, name: "JAPAN", display_name: "Japan" }],
  },
];

/** Both providers are the built-in manual ones, offered in every region. */
export const MANUAL_PROVIDER_ID = "manual";

export const SALES_CHANNEL_NAME = "Atelier Web";
export const PUBLISHABLE_KEY_TITLE = "Atelier Web";
export const STORE_NAME = "Atelier";
