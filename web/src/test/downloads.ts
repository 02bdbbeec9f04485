import { vi } from "vitest";

export type SavedFile = { name: string; type: string };

/**
 * Catches the files `downloadFile` saves: jsdom neither makes object URLs nor follows a link's click,
 * so both are stubbed and each click answers the saved file's name and type, in order.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    "URL",
    Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size + 1}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: blobs.get(this.getAttribute("href") ?? "")?.type ?? "" });
  });
  return saved;
}

/** A file the API answers as an attachment. */
export function fileResponse(body: string, type: string, fileName: string): Response {
  return new Response(new Blob([body], { type }), {
    headers: { "Content-Type": type, "Content-Disposition": `attachment; filename="${fileName}"` },
  });
}
