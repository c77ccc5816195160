/** What the portal's renderer (apps/web/src/entry-server.tsx) answers for one page. */
export type RenderOutcome =
  | {
      kind: 'page';
      status: number;
      title: string;
      head: string;
      body: string;
      payload: string;
      /** Parts that threw on the server and were left to the browser. */
      problems: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client' };
