import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const s3Of = (env: NodeJS.ProcessEnv) => loadConfig(env).s3;

describe("object storage settings", () => {
  it("keeps files under DATA_DIR when no S3 setting is given", () => {
    expect(s3Of({})).toBeUndefined();
  });

  it("reads an s3:// URL: key, secret, host, bucket, prefix and options", () => {
    expect(
      s3Of({
        S3_URL:
          "s3://AKIA%2Fkey:se%40cret@minio.internal:9000/shop-media/atelier/prod?region=eu-west-1&tls=false",
      }),
    ).toEqual({
      endpoint: "http://minio.internal:9000",
      bucket: "shop-media",
      prefix: "atelier/prod",
      region: "eu-west-1",
      credentials: { accessKeyId: "AKIA/key", secretAccessKey: "se@cret" },
      forcePathStyle: true,
    });
  });

  it("speaks https to an s3:// host unless tls=false, and to AWS by virtual host", () => {
    expect(
      s3Of({ S3_URL: "s3://k:s@s3.eu-west-1.amazonaws.com/media?region=eu-west-1" }),
    ).toMatchObject({
      endpoint: "https://s3.eu-west-1.amazonaws.com",
      forcePathStyle: false,
    });
    expect(
      s3Of({ S3_URL: "https://k:s@storage.example.com/media?forcePathStyle=false" }),
    ).toMatchObject({
      endpoint: "https://storage.example.com",
      region: "us-east-1",
      forcePathStyle: false,
    });
  });

  it("leaves credentials to the SDK when the URL carries none", () => {
    expect(s3Of({ S3_URL: "s3://s3.amazonaws.com/media" })?.credentials).toBeUndefined();
  });

  it("reads the separate S3_* settings", () => {
    expect(
      s3Of({
        S3_BUCKET: "media",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "auto",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }),
    ).toEqual({
      endpoint: "http://127.0.0.1:9000",
      bucket: "media",
      prefix: "",
      region: "auto",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true,
    });
    expect(s3Of({ S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      endpoint: undefined,
      forcePathStyle: true,
      credentials: undefined,
    });
  });

  it.each([
    ["a value that is no URL", { S3_URL: "not a url" }, /S3_URL is not a URL/],
    ["another scheme", { S3_URL: "ftp://host/bucket" }, /S3_URL must look like s3:\/\//],
    ["no bucket", { S3_URL: "s3://k:s@host:9000" }, /S3_URL names no bucket/],
    ["a bad bucket name", { S3_URL: "s3://k:s@host/Bad_Bucket" }, /no valid bucket/],
    [
      "a key without its secret",
      { S3_URL: "s3://k@host/media" },
      /both the access key and the secret/,
    ],
    ["an unknown option", { S3_URL: "s3://host/media?pathStyle=1" }, /unknown option "pathStyle"/],
    ["a bad boolean", { S3_URL: "s3://host/media?forcePathStyle=maybe" }, /must be true or false/],
    ["both forms", { S3_URL: "s3://host/media", S3_BUCKET: "media" }, /not both/],
    ["an endpoint without a bucket", { S3_ENDPOINT: "http://host:9000" }, /S3_BUCKET is not/],
    [
      "an endpoint that is no address",
      { S3_BUCKET: "media", S3_ENDPOINT: "host:9000" },
      /S3_ENDPOINT/,
    ],
    [
      "a key without a secret",
      { S3_BUCKET: "media", S3_ACCESS_KEY_ID: "k" },
      /both S3_ACCESS_KEY_ID/,
    ],
    ["a cache cap that is no number", { IMAGE_CACHE_MAX_MB: "lots" }, /IMAGE_CACHE_MAX_MB/],
    ["a cache cap of zero", { IMAGE_CACHE_MAX_MB: "0" }, /IMAGE_CACHE_MAX_MB/],
  ])("refuses to start with %s, saying which setting is wrong", (_name, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("never repeats the secret in an error", () => {
    expect(() => loadConfig({ S3_URL: "s3://key:topsecret@host/Bad_Bucket" })).toThrow(
      /^(?!.*topsecret)/,
    );
  });

  it("caps the image variant cache at 1 GiB unless IMAGE_CACHE_MAX_MB says otherwise", () => {
    expect(loadConfig({}).imageCacheMaxBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ IMAGE_CACHE_MAX_MB: "256" }).imageCacheMaxBytes).toBe(256 * 1024 * 1024);
  });
});
