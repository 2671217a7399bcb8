import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RetentionView, SimulationView, WorkloadOptions } from '../../../../shared/schemas/workload';
import { httpStatusOf, trpc } from '../../lib/trpc';

/** The server runs one simulation per learner at a time (429 meanwhile): wait for it and ask again. */
const retryWhileBusy = (count: number, error: unknown) => (httpStatusOf(error) === 429 ? count < 20 : count < 2 && (httpStatusOf(error) ?? 500) >= 500);
const retryDelay = (count: number) => Math.min(2_000, 300 * (count + 1));

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
    retry: retryWhileBusy,
    retryDelay,
  });
}

export function useRetentionSweep(deckId: number, days: number, enabled: boolean) {
  const utils = trpc.useUtils();
  return useQuery<RetentionView>({
    queryKey: ['workload', 'retention', deckId, days],
    queryFn: () => utils.client.workload.retention.mutate({ deckId, days }),
    enabled,
    staleTime: 60_000,
    retry: retryWhileBusy,
    retryDelay,
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
