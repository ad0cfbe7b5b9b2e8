import { createElement, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { useAppModules, type ModuleSlots } from '@/lib/appModule';

type SlotName = keyof ModuleSlots;
type SlotProps<K extends SlotName> = NonNullable<ModuleSlots[K]> extends () => Promise<ComponentType<infer P>> ? P : never;

/**
 * Renders the component a module lends for the slot `name` (its definition's `slots`), loaded
 * lazily; nothing when no module of the app lends one.
 */
export function ModuleSlot<K extends SlotName>({ name, props, fallback = null }: { name: K; props: SlotProps<K>; fallback?: ReactNode }) {
  const modules = useAppModules();
  const load = modules.find((m) => m.slots?.[name])?.slots?.[name];
  const Lent = useMemo(() => (load ? lazy(async () => ({ default: (await load()) as ComponentType<object> })) : null), [load]);
  if (!Lent) return null;
  return <Suspense fallback={fallback}>{createElement(Lent, props as object)}</Suspense>;
}
