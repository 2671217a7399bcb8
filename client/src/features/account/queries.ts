// The signed-in user's memory model (DESIGN §16). Hooks own the query key and its invalidation.
import { trpc } from '../../lib/trpc';

export function useMemoryModel() {
  return trpc.account.memoryModel.useQuery();
}

export function useOptimizeMemoryModel() {
  const utils = trpc.useUtils();
  return trpc.account.optimizeMemoryModel.useMutation({
    onSuccess: (model) => utils.account.memoryModel.setData(undefined, model),
  });
}

export function useResetMemoryModel() {
  const utils = trpc.useUtils();
  return trpc.account.resetMemoryModel.useMutation({
    onSuccess: (model) => utils.account.memoryModel.setData(undefined, model),
  });
}
