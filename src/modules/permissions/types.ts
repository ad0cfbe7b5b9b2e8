import type { z } from 'zod/mini';
import type { PermissionInputSchema, PermissionRecordSchema, PermissionUpdateSchema } from './schema';

export type PermissionRecord = z.output<typeof PermissionRecordSchema>;
export type PermissionInput = z.output<typeof PermissionInputSchema>;
export type PermissionUpdate = z.output<typeof PermissionUpdateSchema>;
