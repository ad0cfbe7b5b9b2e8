// The typed hooks live in src/lib/storeHooks.ts, where every layer may import them.
export { useAppDispatch, useAppSelector, useAppStore } from '@/lib/storeHooks';
