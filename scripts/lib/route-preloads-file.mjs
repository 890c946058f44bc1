// Where the route-preloads build plugin writes its map inside an app's dist folder. A module of its
// own because the static server reads it on a fresh clone, before the build tools are installed.
export const routePreloadsFile = '.vite/route-preloads.json';
