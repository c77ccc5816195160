// The walls inside apps/web (issue 52): features never import app/, and reach each other only
// through their index along the edges apps/web/README.md lists. Filled in by the wall work.
export const webWalls = [];
