/**
 * The page's own web fonts as one CSS text with the font files inlined as data: URLs, for
 * html-to-image's `fontEmbedCSS`: the exported image then uses the same fonts as the screen.
 * We build it ourselves because html-to-image resolves relative `url()`s by giving a scratch
 * document a `<base>`, which our CSP (`base-uri 'none'`) rightly blocks. Only same-origin
 * stylesheets are read (cross-origin ones would need CORS and are not ours).
 */
export async function embedPageFonts(usedFamilies: (family: string) => boolean = () => true, signal?: AbortSignal): Promise<string> {
  const faces: { cssText: string; base: string }[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    if (sheet.href && new URL(sheet.href).origin !== location.origin) continue;
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSFontFaceRule && usedFamilies(unquote(rule.style.getPropertyValue("font-family")))) {
        faces.push({ cssText: rule.cssText, base: sheet.href ?? location.href });
      }
    }
  }
  const inlined = await Promise.all(faces.map(({ cssText, base }) => inlineUrls(cssText, base, signal)));
  return inlined.join("\n");
}

function unquote(family: string): string {
  return family.trim().replace(/^["']|["']$/g, "");
}

async function inlineUrls(cssText: string, base: string, signal?: AbortSignal): Promise<string> {
  const urls = [...cssText.matchAll(/url\((["']?)([^"')]+)\1\)/g)];
  let result = cssText;
  for (const [whole, , target] of urls) {
    if (!target || target.startsWith("data:")) continue;
    const absolute = new URL(target, base);
    if (absolute.origin !== location.origin) continue;
    result = result.replace(whole, `url("${await asDataUrl(absolute.href, signal)}")`);
  }
  return result;
}

async function asDataUrl(href: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(href, { signal });
  if (!response.ok) throw new Error(`font ${href}: ${response.status}`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
