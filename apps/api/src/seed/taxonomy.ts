// How the demo catalogue is organised: collections (the shop's rooms), a two-level category
// tree (what a thing is), product types and tags.

export const seedCollections = [
  {
    handle: "living",
    title: "Living",
    description: "Sofas, lounge chairs and low tables for slow evenings.",
  },
  {
    handle: "dining",
    title: "Dining",
    description: "Tables, chairs and tableware for long dinners.",
  },
  { handle: "bedroom", title: "Bedroom", description: "Beds, storage and linen for quiet rooms." },
  {
    handle: "lighting",
    title: "Lighting",
    description: "Pendants, floor and table lamps with a warm glow.",
  },
  {
    handle: "textiles",
    title: "Textiles",
    description: "Rugs, cushions and throws in natural fibres.",
  },
  {
    handle: "decor",
    title: "Decor",
    description: "Vases, mirrors and objects that finish a room.",
  },
] as const;

export type CollectionHandle = (typeof seedCollections)[number]["handle"];

export interface SeedCategory {
  handle: string;
  name: string;
  description: string;
  children: { handle: string; name: string; description: string }[];
}

export const seedCategories = [
  {
    handle: "furniture",
    name: "Furniture",
    description: "Pieces built to be lived with for decades.",
    children: [
      {
        handle: "sofas",
        name: "Sofas",
        description: "Deep seats, removable covers, solid frames.",
      },
      { handle: "chairs", name: "Chairs", description: "Lounge, dining and counter seating." },
      { handle: "tables", name: "Tables", description: "Dining, coffee and side tables." },
      {
        handle: "beds-storage",
        name: "Beds & storage",
        description: "Bed frames, sideboards and chests.",
      },
    ],
  },
  {
    handle: "lighting",
    name: "Lighting",
    description: "Light for every corner, from pendants to bedside lamps.",
    children: [
      {
        handle: "pendant-lights",
        name: "Pendant lights",
        description: "Shades to hang over tables and stairs.",
      },
      {
        handle: "floor-lamps",
        name: "Floor lamps",
        description: "Reading light beside a chair or sofa.",
      },
      {
        handle: "table-lamps",
        name: "Table lamps",
        description: "Soft light for desks, sideboards and bedsides.",
      },
    ],
  },
  {
    handle: "home-textiles",
    name: "Home textiles",
    description: "Wool, linen and cotton woven to soften a room.",
    children: [
      { handle: "rugs", name: "Rugs", description: "Hand-knotted, flatweave and jute rugs." },
      {
        handle: "cushions",
        name: "Cushions",
        description: "Feather-filled cushions with washable covers.",
      },
      {
        handle: "throws-bedding",
        name: "Throws & bedding",
        description: "Throws, duvet covers and sheets.",
      },
    ],
  },
  {
    handle: "accessories",
    name: "Accessories",
    description: "Small things with a long life.",
    children: [
      {
        handle: "vases-vessels",
        name: "Vases & vessels",
        description: "Stoneware, glass and terracotta.",
      },
      {
        handle: "mirrors",
        name: "Mirrors",
        description: "Wall and floor mirrors to open up a room.",
      },
      {
        handle: "tableware",
        name: "Tableware",
        description: "Plates, bowls, mugs and serving pieces.",
      },
    ],
  },
] as const satisfies readonly SeedCategory[];

export type CategoryHandle = (typeof seedCategories)[number]["children"][number]["handle"];

export const seedProductTypes = [
  "Sofa",
  "Chair",
  "Table",
  "Bed",
  "Storage",
  "Lamp",
  "Rug",
  "Cushion",
  "Throw",
  "Bedding",
  "Vase",
  "Mirror",
  "Tableware",
] as const;

export type ProductTypeName = (typeof seedProductTypes)[number];

export const seedTags = [
  "oak",
  "walnut",
  "ash",
  "linen",
  "wool",
  "cotton",
  "velvet",
  "ceramic",
  "glass",
  "brass",
  "handmade",
  "sustainable",
  "new",
  "bestseller",
] as const;

export type TagValue = (typeof seedTags)[number];
