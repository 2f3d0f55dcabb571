/** See securityHeaders.mjs: the headers a host sends with every page (README "Hosting"). */
export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
