import { createContext, useContext } from 'react';

/**
 * Loads ahead what a link's page needs (its route's lazy chunks), on intent (hover or focus), so
 * following the link shows the page without waiting. The app provides it from its router
 * (src/app/routes.tsx); without a provider it does nothing.
 */
export const LinkPreloadContext = createContext<(to: string) => void>(() => undefined);

export function usePreloadLink(): (to: string) => void {
  return useContext(LinkPreloadContext);
}
