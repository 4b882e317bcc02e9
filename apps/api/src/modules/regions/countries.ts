// The countries staff may put in a region. The demo seed holds only the countries its regions
// serve; the others are added to the `country` table the first time a region takes them, from
// this list of the countries a home and design shop is likely to ship to (ISO 3166-1).
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { countries } from "./tables";
import { notFound } from "../../http/errors";

/** `iso_2 iso_3 num_code Display name`, one a line. */
const COUNTRY_TABLE = `
ae are 784 United Arab Emirates
at aut 40 Austria
au aus 36 Australia
be bel 56 Belgium
bg bgr 100 Bulgaria
br bra 76 Brazil
ca can 124 Canada
ch che 756 Switzerland
cn chn 156 China
cy cyp 196 Cyprus
cz cze 203 Czech Republic
de deu 276 Germany
dk dnk 208 Denmark
ee est 233 Estonia
es esp 724 Spain
fi fin 246 Finland
fr fra 250 France
gb gbr 826 United Kingdom
gr grc 300 Greece
hk hkg 344 Hong Kong
hr hrv 191 Croatia
hu hun 348 Hungary
ie irl 372 Ireland
il isr 376 Israel
in ind 356 India
is isl 352 Iceland
it ita 380 Italy
jp jpn 392 Japan
kr kor 410 South Korea
lt ltu 440 Lithuania
lu lux 442 Luxembourg
lv lva 428 Latvia
mt mlt 470 Malta
mx mex 484 Mexico
nl nld 528 Netherlands
no nor 578 Norway
nz nzl 554 New Zealand
pl pol 616 Poland
pt prt 620 Portugal
ro rou 642 Romania
se swe 752 Sweden
sg sgp 702 Singapore
si svn 705 Slovenia
sk svk 703 Slovakia
tw twn 158 Taiwan
us usa 840 United States
za zaf 710 South Africa
`;

type CountryInsert = typeof countries.$inferInsert;

const knownCountries = new Map<string, CountryInsert>(
  COUNTRY_TABLE.trim()
    .split("\n")
    .map((line) => {
      const [iso_2, iso_3, numCode, ...name] = line.split(" ");
      const display_name = name.join(" ");
      return [
        iso_2,
        { iso_2, iso_3, num_code: Number(numCode), name: display_name.toUpperCase(), display_name },
      ];
    }),
);

/**
 * Makes sure each code (lowercase iso_2) is a row of the country table, adding the ones it lacks
 * from the list; a code neither holds is a 404.
 */
export async function ensureCountries(db: Database, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  const present = await db
    .select({ iso_2: countries.iso_2 })
    .from(countries)
    .where(inArray(countries.iso_2, codes));
  const have = new Set(present.map((row) => row.iso_2));
  const missing = codes.filter((code) => !have.has(code));
  const unknown = missing.find((code) => !knownCountries.has(code));
  if (unknown !== undefined) throw notFound(`Country with iso_2 ${unknown} was not found`);
  if (missing.length > 0) {
    await db
      .insert(countries)
      .values(missing.map((code) => knownCountries.get(code)!))
      .onConflictDoNothing();
  }
}
