/** The URLs of the inventory pages (docs/rules/session.md#store-routes). Builders fill in ids. */
export const PATHS = {
  inventory: '/inventory',
  inventoryNew: '/inventory/new',
  inventoryItem: (id: string) => `/inventory/${encodeURIComponent(id)}`,
  inventoryItemRoute: '/inventory/:inventoryId',
  inventoryPatch: '/inventory/patch',
  inventoryAnalysis: '/inventory/analysis',
} as const;
