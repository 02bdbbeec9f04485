/**
 * Whether the browser can show the picture at `url` (an object URL of a picked file). A file renamed
 * to .jpg passes the type check on its name, so without this it would show as a broken thumbnail
 * until the server refused it on save. Decoding the same URL the thumbnail uses costs no more memory
 * than showing it.
 */
export async function imageDecodes(url: string): Promise<boolean> {
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return true;
  } catch {
    return false;
  }
}
