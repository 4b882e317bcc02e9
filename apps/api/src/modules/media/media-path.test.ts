import { describe, expect, it } from "vitest";
import { contentTypeFor } from "./content-types";
import { resolveMediaKey } from "./resolve-media-key";

describe("media paths", () => {
  it("resolves a path to a key in the media folder, decoding each segment", () => {
    expect(resolveMediaKey("catalog/marlo-1.webp")).toBe("media/catalog/marlo-1.webp");
    expect(resolveMediaKey("uploads/living%20room.jpg")).toBe("media/uploads/living room.jpg");
  });

  it.each([
    ["a parent segment", "../secret.txt"],
    ["a nested parent segment", "catalog/../../secret.txt"],
    ["an encoded parent segment", "%2e%2e/secret.txt"],
    ["an encoded separator", "..%2fsecret.txt"],
    ["an encoded backslash", "..%5csecret.txt"],
    ["an absolute path", "/etc/passwd"],
    ["an encoded absolute path", "%2fetc%2fpasswd"],
    ["a NUL byte", "catalog/x.webp%00.txt"],
    ["broken percent-encoding", "catalog/%e0%a4%a.webp"],
    ["the root itself", ""],
    ["a current-directory segment", "./catalog/x.webp"],
    ["a name longer than a file system holds", `catalog/${"x".repeat(256)}.webp`],
    [
      "a path longer than a bucket holds",
      Array.from({ length: 9 }, () => "y".repeat(120)).join("/"),
    ],
  ])("refuses %s", (_name, rawPath) => {
    expect(resolveMediaKey(rawPath)).toBeUndefined();
  });
});

describe("media content types", () => {
  it("knows images by extension, whatever the case", () => {
    expect(contentTypeFor("a.webp")).toBe("image/webp");
    expect(contentTypeFor("a.JPG")).toBe("image/jpeg");
    expect(contentTypeFor("a.svg")).toBe("image/svg+xml");
  });

  it("falls back to a download for anything else", () => {
    expect(contentTypeFor("a.bin")).toBe("application/octet-stream");
  });
});
