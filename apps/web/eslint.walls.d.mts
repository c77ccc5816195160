// Types for the web's lint walls, so src/lint-walls.test.ts can read the edge list.
export declare const featureEdges: Record<string, string[]>;
export declare const webWalls: object[];
