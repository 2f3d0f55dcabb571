/**
 * The tab an address names: the first segment after `basePath`, when it is one of `tabs`
 * (`/management/opportunities/17` names 'opportunities' under `/management`); null otherwise.
 */
export function routeTabOf<T extends string>(pathname: string, basePath: string, tabs: readonly T[]): T | null {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  const segment = pathname.slice(basePath.length + 1).split('/')[0] ?? '';
  return tabs.find((tab) => tab === segment) ?? null;
}
