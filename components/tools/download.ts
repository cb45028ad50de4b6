/**
 * Hands the browser a file to save (or opens a mailto: address) the way a click on a link
 * would: the tools build their files in the page, with no server call.
 */
export function openLink(href: string, fileName?: string): void {
  const link = document.createElement("a");
  link.href = href;
  if (fileName) link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves text as a file of the given type. */
export function saveText(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  openLink(url, fileName);
  // The download has started by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
