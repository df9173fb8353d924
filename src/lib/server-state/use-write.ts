/**
 * A write the user starts with a tap or a form (or another call made on the user's request, such
 * as a statement to download): TanStack's useMutation (busy is `isPending`, the failure is
 * `error`, what follows is `onSuccess`), whose `mutate` does nothing while the last call is still
 * running, so a double tap sends one request.
 *
 * Why not `isPending` alone: TanStack tells React of a started call on its next tick, so a second
 * tap before the screen renders again (two taps handled in one task, Telegram's button pressed
 * twice, a handler that changes no state) still reads `false`. The guard is set the moment the
 * call starts and cleared once it has settled (its onSuccess or onError has run).
 */
import {
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { ApiError } from '../../api/errors';
import { queryClient } from './client';

export type Write<Data, Vars> = Omit<UseMutationResult<Data, ApiError, Vars>, 'mutate' | 'mutateAsync'> & {
  /** Starts the write; false (and nothing sent) while the previous call is still running. */
  mutate: (vars: Vars, callbacks?: MutateOptions<Data, ApiError, Vars>) => boolean;
  /**
   * True from the moment `mutate` started a call until it settled, before React hears of it: for
   * a form that must not even prepare a second call (claim a captcha token, move a step).
   */
  running: () => boolean;
};

export function useWrite<Data, Vars = void>(
  options: UseMutationOptions<Data, ApiError, Vars>,
): Write<Data, Vars> {
  const { mutate: _unguarded, mutateAsync, reset: forget, ...state } = useMutation(options, queryClient);
  /** The call in flight, if any (an object per call, so a forgotten call cannot clear a newer one). */
  const inFlight = useRef<object | null>(null);
  // Stable across renders, as TanStack's own are: an effect may depend on them.
  const mutate = useCallback(
    (vars: Vars, callbacks?: MutateOptions<Data, ApiError, Vars>) => {
      if (inFlight.current) return false;
      const call = {};
      inFlight.current = call;
      mutateAsync(vars, callbacks)
        .catch(() => undefined) // the failure is the mutation's `error` and its onError's
        .finally(() => {
          if (inFlight.current === call) inFlight.current = null;
        });
      return true;
    },
    [mutateAsync],
  );
  /** TanStack's reset, which also lets the next call start while a forgotten one still runs. */
  const reset = useCallback(() => {
    inFlight.current = null;
    forget();
  }, [forget]);
  const running = useCallback(() => inFlight.current !== null, []);
  return { ...state, mutate, reset, running };
}
