export declare const afterPaintRoutes: Set<string>;
export declare const afterPaintMarker: string;
export declare function afterPaintLoader(sources: readonly string[]): string;
export declare function scriptsAfterFirstPaint(html: string): string;
export declare function prerenderedHtmlAsServed(route: string, html: string): string;
