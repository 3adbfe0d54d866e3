/** Banner pictures drawn by the server, with their words in each language. */
export { bannerArt } from './banner-art.js';
export { bannerArtRoutes } from './banner-art.routes.js';
