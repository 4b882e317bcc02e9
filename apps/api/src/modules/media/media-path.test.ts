import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentTypeFor } from "./content-types";
import { resolveMediaPath } from "./resolve-media-path";

const root = "/srv/atelier/media";

describe("media paths", () => {
  it("resolves a path below the media root, decoding each segment", () => {
    expect(resolveMediaPath(root, "catalog/marlo-1.webp")).toBe(
      path.join(root, "catalog", "marlo-1.webp"),
    );
    expect(resolveMediaPath(root, "uploads/living%20room.jpg")).toBe(
      path.join(root, "uploads", "living room.jpg"),
    );
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
  ])("refuses %s", (_name, rawPath) => {
    expect(resolveMediaPath(root, rawPath)).toBeUndefined();
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
