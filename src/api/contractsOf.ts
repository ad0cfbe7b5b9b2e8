import type { EndpointContract } from './contract';

/**
 * Every endpoint described by some loaded files' exported contracts (`export const xContract =
 * defineContract({…})`), by endpoint name. The tests and the contract generation pass in the
 * modules' api files (`import.meta.glob('/src/modules/*\/api.ts', { eager: true })`); an endpoint
 * described twice is an error.
 */
export function contractsOf(files: Record<string, unknown>): Map<string, EndpointContract> {
  const endpoints = new Map<string, EndpointContract>();
  for (const [file, exports] of Object.entries(files)) {
    for (const [exportName, value] of Object.entries(exports as Record<string, unknown>)) {
      if (!exportName.endsWith('Contract') || typeof value !== 'object' || value === null) continue;
      for (const [name, endpoint] of Object.entries(value as Record<string, EndpointContract>)) {
        const known = endpoints.get(name);
        if (known && known !== endpoint) throw new Error(`Endpoint "${name}" is described twice (${file})`);
        endpoints.set(name, endpoint);
      }
    }
  }
  return endpoints;
}
