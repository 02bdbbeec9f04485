import { apiResponse } from "./http";

/**
 * The name a Content-Disposition header gives its attachment: `filename*=UTF-8''…` (RFC 6266) when
 * present, else `filename="…"`; null when it names none.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: the plain name below, or the caller's, will do.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** Long enough for any browser to have started reading the file, short enough not to hold it all day. */
const releaseAfterMs = 60_000;

/**
 * Downloads a file the API answers (an invoice's PDF, an export's CSV) with the session's token, which a
 * plain link cannot send, and saves it under the server's name (`fallbackName` if it gives none). A
 * failure throws ApiError with the server's message, for the caller to show.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiResponse(path, { headers: { Accept: "*/*" } });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("Content-Disposition")) ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers, which read the blob after the click.
  setTimeout(() => URL.revokeObjectURL(url), releaseAfterMs);
}
