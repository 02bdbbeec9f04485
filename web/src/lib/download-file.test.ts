import { captureDownloads, fileResponse } from "@web/test/downloads";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { downloadFile, fileNameOf } from "./download-file";
import { ApiError } from "./http";

describe("fileNameOf", () => {
  it("reads the attachment's name, preferring the encoded one", () => {
    expect(fileNameOf('attachment; filename="Invoice-MT-26-27-000123.pdf"')).toBe(
      "Invoice-MT-26-27-000123.pdf",
    );
    expect(fileNameOf("attachment; filename=gst-hsn-2026-11.csv")).toBe("gst-hsn-2026-11.csv");
    expect(fileNameOf("attachment; filename=\"a.pdf\"; filename*=UTF-8''%E2%82%B9-bill.pdf")).toBe(
      "₹-bill.pdf",
    );
    expect(fileNameOf("attachment; filename*=UTF-8''%E2%82; filename=\"plain.pdf\"")).toBe("plain.pdf");
  });

  it("answers null when no name is given", () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});

describe("downloadFile", () => {
  it("asks with the session's token for any type and saves the answer under the server's name", async () => {
    localStorage.setItem("token", "t0k3n");
    const saved = captureDownloads();
    const calls = mockApi({ "GET /api/x/": fileResponse("a,b\n", "text/csv", "server-name.csv") });
    await downloadFile("/x/", "fallback.csv");
    expect(saved).toEqual([{ name: "server-name.csv", type: "text/csv" }]);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer t0k3n");
    expect(calls[0]?.headers.get("Accept")).toBe("*/*");
  });

  it("falls back to the caller's name when the server gives none", async () => {
    const saved = captureDownloads();
    mockApi({ "GET /api/x/": new Response("%PDF", { headers: { "Content-Type": "application/pdf" } }) });
    await downloadFile("/x/", "fallback.pdf");
    expect(saved.map((file) => file.name)).toEqual(["fallback.pdf"]);
  });

  it("throws the server's message and saves nothing when it refuses", async () => {
    const saved = captureDownloads();
    mockApi({
      "GET /api/x/": jsonResponse({ message: "No invoice has been issued for this order yet." }, 404),
    });
    const error = await downloadFile("/x/", "fallback.pdf").catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: "No invoice has been issued for this order yet." });
    expect(saved).toEqual([]);
  });
});
