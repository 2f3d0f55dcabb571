/**
 * Website and video links: "valid URI references; umlauts are stripped per
 * top-level-domain rules". How we read it: German umlauts and ß are allowed in a host name
 * only under top-level domains that register such internationalised names (the list below);
 * under any other TLD they are written out (ä → ae, ö → oe, ü → ue, ß → ss), as a registrant
 * there must have done. Outside the host they are always written out: a URI reference has
 * no non-ASCII characters (RFC 3986). What is left must then be a valid URI reference.
 */
const UMLAUT_TLDS = new Set(['de', 'at', 'ch', 'li', 'eu', 'com', 'net', 'org', 'info', 'biz']);

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss' };
const UMLAUTS = /[äöüÄÖÜß]/g;

function transliterate(value: string): string {
  return value.replace(UMLAUTS, (letter) => TRANSLITERATION[letter] ?? letter);
}

/** scheme://host... or host... (a link typed without a scheme, e.g. www.example.de/team). */
const LINK_PARTS = /^((?:[a-z][a-z\d+.-]*:)?\/\/)?([^/?#]*)(.*)$/is;

export function stripUmlauts(link: string): string {
  const match = LINK_PARTS.exec(link.trim());
  if (!match) return transliterate(link.trim());
  const [, scheme = '', host = '', rest = ''] = match;
  const tld = host.replace(/:\d+$/, '').split('.').at(-1)?.toLowerCase() ?? '';
  const keptHost = UMLAUT_TLDS.has(tld) ? host : transliterate(host);
  return scheme + keptHost + transliterate(rest);
}

/** RFC 3986 characters; an internationalised host may also keep the umlauts. */
const URI_CHARACTERS = /^[A-Za-z\d\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const HOST_CHARACTERS = /^[A-Za-z\d\-._~:@[\]%äöüÄÖÜß]*$/;
const PERCENT_ESCAPES = /%(?![\da-f]{2})/i;

export function isUriReference(value: string): boolean {
  const match = LINK_PARTS.exec(value);
  if (!value || !match) return false;
  const [, scheme = '', host = '', rest = ''] = match;
  if (!URI_CHARACTERS.test(scheme + rest) || !HOST_CHARACTERS.test(host) || PERCENT_ESCAPES.test(value)) return false;
  try {
    new URL(value, 'https://base.invalid/');
    return true;
  } catch {
    return false;
  }
}

/**
 * Links from data render only for http and https; a link without a scheme is read as https
 * (docs/decisions/011-server-html.md).
 */
export function toSafeHref(link: string): string | null {
  const trimmed = link.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
