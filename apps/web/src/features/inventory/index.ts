/**
 * The inventory feature's face (ADR 034): its screens, its queries (sales, purchases and the
 * scanner read the items), and the cards and tabs the public catalogue shows them with.
 */
export { InventoryCard } from './components/InventoryCard.tsx';
export { InventoryTabs } from './components/InventoryTabs.tsx';
export { ItemGrid } from './components/ItemGrid.tsx';
export { useInventoryTab } from './components/useTab.ts';
export { filterItems, isSoldOut } from './model.ts';
export { inventoryKeys, inventoryQueries } from './queries.ts';
export { inventoryPages } from './routes.ts';
