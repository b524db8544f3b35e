import { useCallback } from 'react';
import { useToast } from '@faithcraft/ui';

interface ActionAnswer {
  success: boolean;
  message?: string | null;
}

/**
 * Runs one email action and reports it: its message as a success toast, a `success: false`
 * answer's message as an error (spec 001 §7), and a failed request as the spec's text for that
 * action (server texts beyond the spec's are not shown, §8). Resolves to whether it succeeded.
 */
export function useEmailAction() {
  const toast = useToast();
  return useCallback(
    async (run: () => Promise<ActionAnswer | null | undefined>, failedText: string): Promise<boolean> => {
      try {
        const answer = await run();
        if (!answer) throw new Error('no answer');
        if (!answer.success) {
          toast({ variant: 'error', title: answer.message || failedText });
          return false;
        }
        toast({ variant: 'success', title: answer.message || 'Done' });
        return true;
      } catch {
        toast({ variant: 'error', title: failedText });
        return false;
      }
    },
    [toast],
  );
}
