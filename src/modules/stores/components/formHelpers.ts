import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { i18n } from '@/lib/i18n/i18n';
import type { StaffRole } from '../types';

/** The message of a (nested) field error: `fieldError(errors, 'rules.maxShiftHours')`. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const node: unknown = get(errors, path);
  if (typeof node !== 'object' || node === null || !('message' in node)) return undefined;
  return typeof node.message === 'string' ? node.message : undefined;
}

/** The store roles a staffing window asks for, as people read them (the value sent is the role's key). */
const ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  barista: msg`barista`,
  cook: msg`cook`,
  service: msg`service`,
  cashier: msg`cashier`,
  manager: msg`manager`,
};

export const roleName = (role: StaffRole): string => i18n._(ROLE_NAMES[role]);

/**
 * A role as people read it, wherever one is shown (a shift's role, a person's roles): the store
 * roles in the active language, any other role (typed on a shift) as typed.
 */
export const roleLabel = (role: string): string => (Object.hasOwn(ROLE_NAMES, role) ? roleName(role as StaffRole) : role);
