import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import { contentTypeOf, type FileStorage, isStorageKey, randomName } from "./storage";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "affordable-storage-"));
  dirs.push(dir);
  return dir;
};

let s3rver: S3rver;
let s3Endpoint = "";

beforeAll(async () => {
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: "affordable-test" }],
  });
  const address = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3rver.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ["disk", () => createDiskStorage(tempDir())],
  [
    "s3 (s3rver)",
    () =>
      createS3Storage({
        endpoint: s3Endpoint,
        bucket: "affordable-test",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        region: "us-east-1",
        forcePathStyle: true,
      }),
  ],
];

describe.each(adapters)("%s storage", (_name, make) => {
  it("stores, reads back and deletes a file", async () => {
    const storage = make();
    const body = Buffer.from([0, 1, 2, 255, 254]);
    await storage.put("public", "photos/abc/480.webp", body, "image/webp");
    const read = await storage.get("public", "photos/abc/480.webp");
    expect(read?.body.equals(body)).toBe(true);
    expect(read?.contentType).toBe("image/webp");
    await storage.delete("public", "photos/abc/480.webp");
    expect(await storage.get("public", "photos/abc/480.webp")).toBeNull();
  });

  it("keeps the public and private areas apart", async () => {
    const storage = make();
    await storage.put("private", "docs/secret.pdf", Buffer.from("%PDF-1.4 private"), "application/pdf");
    expect(await storage.get("public", "docs/secret.pdf")).toBeNull();
    const read = await storage.get("private", "docs/secret.pdf");
    expect(read?.body.toString()).toBe("%PDF-1.4 private");
    expect(read?.contentType).toBe("application/pdf");
  });

  it("answers null for a missing file and deletes a missing file quietly", async () => {
    const storage = make();
    expect(await storage.get("public", "nothing/here.webp")).toBeNull();
    await expect(storage.delete("public", "nothing/here.webp")).resolves.toBeUndefined();
  });

  it("overwrites a file under the same key", async () => {
    const storage = make();
    await storage.put("public", "k/one.png", Buffer.from("first"), "image/png");
    await storage.put("public", "k/one.png", Buffer.from("second"), "image/png");
    expect((await storage.get("public", "k/one.png"))?.body.toString()).toBe("second");
  });

  it("refuses keys that could escape its area", async () => {
    const storage = make();
    for (const key of ["../escape.webp", "a/../../b", "/abs", "A/Upper", "a//b", ""]) {
      await expect(storage.put("public", key, Buffer.from("x"), "image/webp")).rejects.toThrow(
        "Invalid storage key",
      );
      await expect(storage.get("private", key)).rejects.toThrow("Invalid storage key");
    }
  });
});

describe("storage keys", () => {
  it("accepts our own shapes only", () => {
    expect(isStorageKey("photos/0f/ab12/960.webp")).toBe(true);
    expect(isStorageKey("photos/x/..webp")).toBe(false);
    expect(isStorageKey("photos/x y.webp")).toBe(false);
  });
  it("random names are 32 hex characters and differ", () => {
    const a = randomName();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomName()).not.toBe(a);
  });
  it("content types follow the extension", () => {
    expect(contentTypeOf("a/b.webp")).toBe("image/webp");
    expect(contentTypeOf("a/b.pdf")).toBe("application/pdf");
    expect(contentTypeOf("a/b")).toBe("application/octet-stream");
  });
});
