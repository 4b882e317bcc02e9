import { describe, expect, it } from "vitest";
import { bodyKind, readFormPost, safeRedirectPath } from "./form-input";

describe("form input", () => {
  it("reads the body kind from the content type", () => {
    expect(bodyKind("application/json; charset=utf-8")).toBe("json");
    expect(bodyKind("application/x-www-form-urlencoded")).toBe("urlencoded");
    expect(bodyKind("multipart/form-data; boundary=x")).toBeUndefined();
    expect(bodyKind(undefined)).toBeUndefined();
  });

  it("joins a urlencoded field sent more than once and keeps steering fields out of the data", () => {
    const post = readFormPost(
      "urlencoded",
      "rooms=living&rooms=kitchen&email=a%40b.co&_gotcha=&_page=%2Fcontact&thankYou=%2Fthanks",
    );
    expect(post).toEqual({
      data: { rooms: "living, kitchen", email: "a@b.co" },
      spam: false,
      redirectPath: "/thanks",
      page: "/contact",
    });
  });

  it("joins a JSON list of texts (a checkbox group) and refuses other values", () => {
    expect(readFormPost("json", '{"rooms":["hall","study"]}').data).toEqual({
      rooms: "hall, study",
    });
    expect(() => readFormPost("json", '{"rooms":["hall",1]}')).toThrow(/rooms must be text/);
    expect(() => readFormPost("json", '{"n":{"a":"b"}}')).toThrow(/n must be text/);
  });

  it("keeps redirects on the site", () => {
    expect(safeRedirectPath(undefined)).toBe("/thank-you");
    expect(safeRedirectPath("/a/b?c=d#e")).toBe("/a/b?c=d#e");
    expect(safeRedirectPath("/../x")).toBe("/x");
    for (const unsafe of ["//x.example", "/\\x.example", "https://x.example", "x", "/a\nb"]) {
      expect(safeRedirectPath(unsafe)).toBe("/thank-you");
    }
  });

  it("treats a blank email as absent and a filled honeypot as spam", () => {
    expect(readFormPost("json", '{"email":"","name":"x"}').data).toEqual({ email: "", name: "x" });
    expect(readFormPost("json", '{"name":"x","_gotcha":"y"}').spam).toBe(true);
  });
});
