export declare const routeReadmes: Record<'portal' | 'coach', { member: string }>;
export declare function routeTable(routes: Record<string, object>, member: string): string;
export declare function withRouteTable(
  readme: string,
  table: string,
  file: string,
): Promise<string>;
