// The seed's content documents (issue 5 "Seed content"; the model is in README.md): theme and
// site settings, the home page and marketing pages, showrooms and the areas served, and one draft
// for preview. Pure: the same input always gives the same documents.
import {
  bullets,
  external,
  heading,
  imageBlock,
  keys,
  noDestination,
  numbered,
  paragraph,
  toAreaWeServe,
  toLocation,
  toPage,
  type BodyBlock,
} from "./portable-text";

/** The seed's illustrations by name; each value is a `sanity.imageAsset` id. */
export const SEED_IMAGE_NAMES = [
  "home",
  "about",
  "trade-programme",
  "contact",
  "shoreditch",
  "leith",
  "ancoats",
] as const;
export type SeedImageName = (typeof SEED_IMAGE_NAMES)[number];
export type SeedImageIds = Partial<Record<SeedImageName, string>>;

/** A document as the seed writes it (the store adds `_rev`, `_createdAt`, `_updatedAt`). */
export interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface SeoEntry {
  _key: string;
  key: string;
  content?: string;
  href?: string;
  rel?: string;
}

export const CONTENT_IDS = {
  themeSettings: "themeSettings",
  siteSettings: "siteSettings",
  home: "home",
  about: "about",
  trade: "trade-programme",
  contact: "contact",
  shoreditch: "location-shoreditch",
  leith: "location-leith",
  ancoats: "location-ancoats",
  london: "area-greater-london",
  edinburgh: "area-edinburgh-lothians",
  manchester: "area-greater-manchester",
} as const;

const SITE_NAME = "Atelier";
const INSTAGRAM = "https://www.instagram.com/";
const FSC = "https://fsc.org/en";
const ORGANIZATION_ID = (site: string) => `${site}/#organization`;

const slug = (current: string) => ({ _type: "slug", current });

/** The SEO entries of spec §2 "Page shell": the title, meta tags and the canonical link. */
function seoEntries(site: string, path: string, title: string, description: string): SeoEntry[] {
  return [
    { _key: "page-title", key: "page-title", content: `${title} | ${SITE_NAME}` },
    { _key: "description", key: "description", content: description },
    { _key: "og-title", key: "og:title", content: title },
    { _key: "og-description", key: "og:description", content: description },
    { _key: "canonical", key: "canonical", rel: "canonical", href: `${site}${path}` },
  ];
}

function webPageSchema(site: string, path: string, title: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: title,
    description,
    url: `${site}${path}`,
    publisher: { "@id": ORGANIZATION_ID(site) },
  };
}

function themeSettings(): SeedDocument {
  return {
    _id: CONTENT_IDS.themeSettings,
    _type: "themeSettings",
    currentTheme: "Atelier",
    themes: [
      {
        _key: "atelier",
        _type: "theme",
        name: "Atelier",
        mode: "light",
        font: "Open Sans",
        scope: "global",
        borderRadius: "0px",
        spacing: "1rem",
        fontWeight: "400",
        fontSize: "16px",
        // The shop's own palette (apps/web globals.css: canvas, ink, accent).
        colors: {
          light: { background: "#faf8f5", primary: "#1f1b17", secondary: "#8a4a2c" },
          dark: { background: "#1f1b17", primary: "#faf8f5", secondary: "#d9a07f" },
        },
      },
      {
        _key: "evening",
        _type: "theme",
        name: "Evening",
        mode: "dark",
        font: "Georgia",
        scope: "global",
        borderRadius: "6px",
        spacing: "1.125rem",
        fontWeight: "400",
        fontSize: "17px",
        colors: {
          light: { background: "#f4efe6", primary: "#222", secondary: "#7a5c2e" },
          dark: { background: "#16181d", primary: "#fff", secondary: "#d8b26e" },
        },
      },
    ],
  };
}

function navLink(key: string, label: string, link: Record<string, unknown>) {
  return { _key: key, _type: "navLink", label, link: { _type: "link", ...link } };
}

function siteSettings(site: string): SeedDocument {
  const description =
    "Furniture, lighting and textiles for the home, made to last and chosen by hand.";
  return {
    _id: CONTENT_IDS.siteSettings,
    _type: "siteSettings",
    title: SITE_NAME,
    description,
    navigation: [
      navLink("nav-home", "Home", toPage(CONTENT_IDS.home)),
      navLink("nav-about", "About", toPage(CONTENT_IDS.about)),
      navLink("nav-trade", "Trade programme", toPage(CONTENT_IDS.trade)),
      navLink("nav-showroom", "Showrooms", toLocation(CONTENT_IDS.shoreditch)),
      navLink("nav-contact", "Contact", toPage(CONTENT_IDS.contact)),
    ],
    footer: {
      text: `© ${SITE_NAME}. Made for homes that are lived in.`,
      links: [
        navLink("footer-about", "About", toPage(CONTENT_IDS.about)),
        navLink("footer-contact", "Contact", toPage(CONTENT_IDS.contact)),
        navLink("footer-london", "Delivery in London", toAreaWeServe(CONTENT_IDS.london)),
        navLink("footer-instagram", "Instagram", external(INSTAGRAM, true)),
      ],
    },
    seo: [
      { _key: "page-title", key: "page-title", content: `${SITE_NAME} — home and design goods` },
      { _key: "description", key: "description", content: description },
      { _key: "og-site-name", key: "og:site_name", content: SITE_NAME },
      { _key: "theme-color", key: "theme-color", content: "#faf8f5" },
      { _key: "icon", key: "icon", rel: "icon", href: `${site}/favicon.ico` },
    ],
    seoSchema: {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": ORGANIZATION_ID(site),
      name: SITE_NAME,
      url: site,
      description,
      sameAs: [INSTAGRAM],
    },
  };
}

interface PageInput {
  id: string;
  title: string;
  description: string;
  body: BodyBlock[];
  extra?: Record<string, unknown>;
}

function page(site: string, input: PageInput): SeedDocument {
  const path = input.id === CONTENT_IDS.home ? "/" : `/${input.id}`;
  return {
    _id: input.id,
    _type: "page",
    title: input.title,
    slug: slug(input.id),
    description: input.description,
    seo: seoEntries(site, path, input.title, input.description),
    seoSchema: webPageSchema(site, path, input.title, input.description),
    body: input.body,
    ...input.extra,
  };
}

function homeBody(images: SeedImageIds): BodyBlock[] {
  const k = keys("home");
  return [
    heading(k, "Made to be lived with"),
    paragraph(
      k,
      "Atelier gathers furniture, lighting and textiles from small workshops. Read ",
      { text: "how we choose our makers", link: toPage(CONTENT_IDS.about) },
      ", or come and sit on everything at our ",
      { text: "Shoreditch showroom", link: toLocation(CONTENT_IDS.shoreditch) },
      ".",
    ),
    ...imageBlock(k, images.home, "A sunlit living room with an oak sideboard and a linen sofa"),
    heading(k, "Why Atelier", "h3"),
    ...bullets(k, [
      ["Solid wood and natural fibres, no veneers over chipboard"],
      [
        "Free delivery and assembly across ",
        { text: "Greater London", link: toAreaWeServe(CONTENT_IDS.london) },
      ],
      ["Timber from ", { text: "FSC-certified forests", link: external(FSC, true) }],
    ]),
    paragraph(
      k,
      "Designers and architects get trade prices through our ",
      { text: "trade programme", link: toPage(CONTENT_IDS.trade) },
      ". Follow new pieces on ",
      { text: "Instagram", link: external(INSTAGRAM, false) },
      ", see the ",
      { text: "home page", link: toPage(CONTENT_IDS.home) },
      " again, or browse our ",
      { text: "lookbook (coming soon)", link: noDestination() },
      ".",
    ),
  ];
}

function aboutBody(images: SeedImageIds, draft: boolean): BodyBlock[] {
  const k = keys("about");
  return [
    heading(k, draft ? "Our story, retold" : "Our story"),
    paragraph(
      k,
      "Atelier began in 2014 as a stall of hand-turned bowls and has grown into three showrooms. ",
      "We still visit every workshop before we sell its work.",
    ),
    ...imageBlock(k, images.about, "A joiner planing an oak board in a bright workshop"),
    heading(k, "What we look for", "h3"),
    ...numbered(k, [
      ["Materials that age well: oak, walnut, wool, linen and brass"],
      ["Joinery that can be repaired rather than replaced"],
      ["Makers who are paid fairly and credited by name"],
    ]),
    paragraph(
      k,
      "Visit us in ",
      { text: "Leith", link: toLocation(CONTENT_IDS.leith) },
      " or ",
      { text: "Ancoats", link: toLocation(CONTENT_IDS.ancoats) },
      ", read about deliveries in ",
      { text: "Edinburgh and the Lothians", link: toAreaWeServe(CONTENT_IDS.edinburgh) },
      ", go back to the ",
      { text: "home page", link: toPage(CONTENT_IDS.home) },
      ", learn how ",
      { text: "certified timber", link: external(FSC, true) },
      " is traced, follow us on ",
      { text: "Instagram", link: external(INSTAGRAM, false) },
      ", or read our ",
      { text: "press kit", link: noDestination() },
      ".",
    ),
  ];
}

const formField = (
  name: string,
  label: string,
  type: "text" | "email" | "tel" | "textarea" | "select",
  required: boolean,
  options?: string[],
) => ({
  _key: name,
  _type: "formField",
  name,
  label,
  type,
  required,
  ...(options ? { options } : {}),
});

function tradeBody(images: SeedImageIds): BodyBlock[] {
  const k = keys("trade");
  return [
    heading(k, "For designers, architects and stylists"),
    paragraph(
      k,
      "Approved trade members see trade prices across the shop once they sign in. ",
      "Apply from your account, or ",
      { text: "get in touch", link: toPage(CONTENT_IDS.contact) },
      " and we will help.",
    ),
    ...imageBlock(k, images["trade-programme"], "Fabric swatches and wood samples on a table"),
    heading(k, "What members get", "h3"),
    ...bullets(k, [
      ["Trade prices on every piece in the shop"],
      ["Samples of fabrics and finishes within two working days"],
      [
        "A project desk at our ",
        { text: "Ancoats showroom", link: toLocation(CONTENT_IDS.ancoats) },
      ],
    ]),
    {
      _type: "formBlock",
      _key: k(),
      formId: "trade-enquiry",
      title: "Ask about the trade programme",
      submitLabel: "Send enquiry",
      thankYouPath: "/thank-you",
      fields: [
        formField("name", "Your name", "text", true),
        formField("company", "Studio or company", "text", true),
        formField("email", "Email", "email", true),
        formField("message", "Tell us about your project", "textarea", false),
      ],
    },
  ];
}

function contactBody(images: SeedImageIds): BodyBlock[] {
  const k = keys("contact");
  return [
    heading(k, "Talk to us"),
    paragraph(
      k,
      "Questions about an order, a delivery or a piece you have seen in a ",
      { text: "showroom", link: toLocation(CONTENT_IDS.shoreditch) },
      "? Write to us below; we answer within one working day.",
    ),
    ...imageBlock(k, images.contact, "A desk with a brass lamp, a notebook and a linen cushion"),
    heading(k, "Before you write", "h3"),
    ...bullets(k, [
      ["Have your order number to hand"],
      [
        "Delivery areas: ",
        { text: "Greater Manchester", link: toAreaWeServe(CONTENT_IDS.manchester) },
      ],
    ]),
    {
      _type: "formBlock",
      _key: k(),
      formId: "contact",
      title: "Send us a message",
      submitLabel: "Send message",
      thankYouPath: "/thank-you",
      fields: [
        formField("name", "Your name", "text", true),
        formField("email", "Email", "email", true),
        formField("topic", "Topic", "select", true, ["An order", "Delivery", "Trade", "Other"]),
        formField("message", "Message", "textarea", true),
      ],
    },
  ];
}

interface ShowroomInput {
  id: string;
  slug: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  telephone: string;
  image: SeedImageName;
  intro: string;
  area: string;
  areaName: string;
}

const showrooms: ShowroomInput[] = [
  {
    id: CONTENT_IDS.shoreditch,
    slug: "shoreditch",
    name: "Atelier Shoreditch",
    street: "12 Rivington Street",
    city: "London",
    postcode: "EC2A 3DU",
    telephone: "+44 20 7946 0102",
    image: "shoreditch",
    intro: "Our first showroom, in a former print works with north light all day.",
    area: CONTENT_IDS.london,
    areaName: "Greater London",
  },
  {
    id: CONTENT_IDS.leith,
    slug: "leith",
    name: "Atelier Leith",
    street: "40 The Shore",
    city: "Edinburgh",
    postcode: "EH6 6QU",
    telephone: "+44 131 496 0140",
    image: "leith",
    intro: "A warehouse on the water with our largest range of rugs and textiles.",
    area: CONTENT_IDS.edinburgh,
    areaName: "Edinburgh and the Lothians",
  },
  {
    id: CONTENT_IDS.ancoats,
    slug: "ancoats",
    name: "Atelier Ancoats",
    street: "5 Blossom Street",
    city: "Manchester",
    postcode: "M4 6AJ",
    telephone: "+44 161 496 0155",
    image: "ancoats",
    intro: "A mill floor with room for whole dining sets, and our trade project desk.",
    area: CONTENT_IDS.manchester,
    areaName: "Greater Manchester",
  },
];

const OPENING_HOURS = [
  {
    _key: "weekdays",
    _type: "openingHours",
    days: "Monday to Friday",
    opens: "10:00",
    closes: "18:00",
  },
  { _key: "saturday", _type: "openingHours", days: "Saturday", opens: "10:00", closes: "17:00" },
  { _key: "sunday", _type: "openingHours", days: "Sunday", opens: "11:00", closes: "16:00" },
];

/** Commerce stock locations by name: a showroom named as one shows that location's stock. */
export type StockLocationIds = Partial<Record<string, string>>;

function location(
  site: string,
  input: ShowroomInput,
  images: SeedImageIds,
  stockLocationIds: StockLocationIds,
): SeedDocument {
  const stockLocationId = stockLocationIds[input.name];
  const k = keys(input.slug);
  const path = `/locations/${input.slug}`;
  const description = `${input.name}, ${input.street}, ${input.city}. ${input.intro}`;
  const imageId = images[input.image];
  return {
    _id: input.id,
    _type: "locations",
    name: input.name,
    title: input.name,
    slug: slug(input.slug),
    address: {
      street: input.street,
      city: input.city,
      postcode: input.postcode,
      country: "United Kingdom",
    },
    telephone: input.telephone,
    openingHours: OPENING_HOURS,
    ...(stockLocationId ? { stockLocationId } : {}),
    ...(imageId
      ? {
          image: {
            _type: "image",
            asset: { _type: "reference", _ref: imageId },
            alt: `Inside ${input.name}`,
          },
        }
      : {}),
    seo: seoEntries(site, path, input.name, description),
    seoSchema: {
      "@context": "https://schema.org",
      "@type": "FurnitureStore",
      name: input.name,
      url: `${site}${path}`,
      telephone: input.telephone,
      address: {
        "@type": "PostalAddress",
        streetAddress: input.street,
        addressLocality: input.city,
        postalCode: input.postcode,
        addressCountry: "GB",
      },
      openingHours: ["Mo-Fr 10:00-18:00", "Sa 10:00-17:00", "Su 11:00-16:00"],
      parentOrganization: { "@id": ORGANIZATION_ID(site) },
    },
    body: [
      paragraph(k, input.intro),
      heading(k, "Visiting", "h3"),
      ...bullets(k, [
        ["Step-free entrance and a lift to every floor"],
        ["We deliver from here across ", { text: input.areaName, link: toAreaWeServe(input.area) }],
        [
          "Book a design appointment ",
          { text: "through our contact page", link: toPage(CONTENT_IDS.contact) },
        ],
      ]),
    ],
  };
}

const areas = [
  {
    id: CONTENT_IDS.london,
    slug: "greater-london",
    name: "Greater London",
    showroom: CONTENT_IDS.shoreditch,
    showroomName: "Shoreditch",
    days: "every weekday",
  },
  {
    id: CONTENT_IDS.edinburgh,
    slug: "edinburgh-and-the-lothians",
    name: "Edinburgh and the Lothians",
    showroom: CONTENT_IDS.leith,
    showroomName: "Leith",
    days: "Tuesdays and Fridays",
  },
  {
    id: CONTENT_IDS.manchester,
    slug: "greater-manchester",
    name: "Greater Manchester",
    showroom: CONTENT_IDS.ancoats,
    showroomName: "Ancoats",
    days: "Mondays, Wednesdays and Fridays",
  },
];

function areaWeServe(site: string, input: (typeof areas)[number]): SeedDocument {
  const k = keys(input.slug);
  const path = `/locations-we-serve/${input.slug}`;
  const title = `Delivery in ${input.name}`;
  const description = `Free delivery and assembly in ${input.name} ${input.days}, from our ${input.showroomName} showroom.`;
  return {
    _id: input.id,
    _type: "locationsWeServe",
    name: input.name,
    title,
    slug: slug(input.slug),
    seo: seoEntries(site, path, title, description),
    seoSchema: {
      "@context": "https://schema.org",
      "@type": "Service",
      name: title,
      areaServed: input.name,
      provider: { "@id": ORGANIZATION_ID(site) },
    },
    body: [
      heading(k, title),
      paragraph(
        k,
        description.replace(`our ${input.showroomName} showroom.`, "our "),
        { text: `${input.showroomName} showroom`, link: toLocation(input.showroom) },
        ".",
      ),
      ...bullets(k, [
        ["Two-person delivery to the room of your choice"],
        ["Packaging taken away for recycling"],
      ]),
    ],
  };
}

/**
 * Every seed document, published ones first and the draft last. `site` is the shop's address
 * (canonical links, JSON-LD); `images` the asset ids of the illustrations, absent without images.
 */
export function buildContentDocuments(
  site: string,
  images: SeedImageIds = {},
  stockLocationIds: StockLocationIds = {},
): SeedDocument[] {
  const about = page(site, {
    id: CONTENT_IDS.about,
    title: "About Atelier",
    description:
      "How a stall of hand-turned bowls became three showrooms of furniture made to last.",
    body: aboutBody(images, false),
  });
  return [
    themeSettings(),
    siteSettings(site),
    page(site, {
      id: CONTENT_IDS.home,
      title: "Home",
      description: "Furniture, lighting and textiles from small workshops, made to be lived with.",
      body: homeBody(images),
    }),
    about,
    page(site, {
      id: CONTENT_IDS.trade,
      title: "Trade programme",
      description: "Trade prices, samples and a project desk for designers and architects.",
      body: tradeBody(images),
    }),
    page(site, {
      id: CONTENT_IDS.contact,
      title: "Contact us",
      description:
        "Questions about an order, a delivery or a piece? We answer within a working day.",
      body: contactBody(images),
    }),
    ...showrooms.map((showroom) => location(site, showroom, images, stockLocationIds)),
    ...areas.map((area) => areaWeServe(site, area)),
    // A draft of the about page with a changed title, for preview.
    {
      ...about,
      _id: `drafts.${CONTENT_IDS.about}`,
      title: "About Atelier (draft)",
      body: aboutBody(images, true),
    },
  ];
}
