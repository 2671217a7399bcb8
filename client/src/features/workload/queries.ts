import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionView, SimulationView, WorkloadOptions } from '../../../../shared/schemas/workload';
import { trpc } from '../../lib/trpc';

// The simulator is a POST (it computes, it stores nothing); the screens read it like a query, keyed
// by its inputs, so changing a control asks again and going back is instant.
export function useSimulation(deckId: number, days: number, newPerDay: number | null) {
  const utils = trpc.useUtils();
  return useQuery<SimulationView>({
    queryKey: ['workload', 'simulate', deckId, days, newPerDay],
    queryFn: () => utils.client.workload.simulate.mutate({ deckId, days, newPerDay: newPerDay ?? 0 }),
    enabled: newPerDay !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRetentionSweep(deckId: number, days: number, enabled: boolean) {
  const utils = trpc.useUtils();
  return useQuery<RetentionView>({
    queryKey: ['workload', 'retention', deckId, days],
    queryFn: () => utils.client.workload.retention.mutate({ deckId, days }),
    enabled,
    staleTime: 60_000,
  });
}

export const useWorkloadOptions = (deckId: number) => trpc.workload.options.useQuery({ deckId });

export function useSaveWorkloadOptions(deckId: number) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return trpc.workload.setOptions.useMutation({
    onSuccess: (options: WorkloadOptions) => {
      utils.workload.options.setData({ deckId }, options);
      // The forecast depends on the options.
      void queryClient.invalidateQueries({ queryKey: ['workload'] });
    },
  });
}
