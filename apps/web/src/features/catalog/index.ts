// The catalogue's public face: what other features may use of it (a product's card, stars, link,
// stock, favourite toggle, recently viewed). The rest of features/catalog is its own; other
// features import it only through this file (.dependency-cruiser.cjs, web-feature-to-feature).
export { ProductCard, Stars, productPath } from './components/product-card';
export { default as productCardStyles } from './components/product-card.module.css';
export { StockBadge } from './components/stock-badge';
export { FavoriteToggle } from './components/favorite-toggle';
export { RecentlyViewed } from './components/recently-viewed';
