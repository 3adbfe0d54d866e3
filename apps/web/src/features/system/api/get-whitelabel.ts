import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhitelabelNode } from '@sorteo/shared';
import type { ModId } from '@sorteo/shared/contract/constants';
import { systemRoutes } from '@sorteo/shared/contract/system-routes';
import { call } from '../../../lib/api-client';

export function getWhitelabel(signal?: AbortSignal): Promise<WhitelabelNode[]> {
  return call(systemRoutes.whitelabel, {}, { signal });
}

export const whitelabelQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'whitelabel'],
    queryFn: ({ signal }) => getWhitelabel(signal),
    staleTime: 5 * 60_000,
  });

/** A flag counts as on only when it and every group above it are enabled ('1'). */
export function isModEnabled(nodes: readonly WhitelabelNode[] | undefined, modId: ModId): boolean {
  if (!nodes) return false;
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isModEnabled(node.childrenNodes, modId)) return true;
  }
  return false;
}

export function useWhitelabelFlag(modId: ModId): boolean {
  const { data } = useQuery(whitelabelQueryOptions());
  return isModEnabled(data, modId);
}
