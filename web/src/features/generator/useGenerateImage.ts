import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { messageFromError, useToast } from '@faithcraft/ui';
import { track } from '../../lib/analytics';
import { useUnauthorizedRedirect } from '../../lib/useUnauthorizedRedirect';
import { categoryWireValue, contentTypeWireValue } from '../images/contentTypes';
import { GenerateImageMutation } from './documents';
import type { GeneratorValues } from './GeneratorForm';

/** The server's refusal when no free generations are left. */
export function isGenerationLimitError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'GENERATION_LIMIT_REACHED')
  );
}

interface Handlers {
  onStarted: (image: ImageCard_ImageFragment) => void;
  onLimitReached: () => void;
}

/** Starts a generation with the spec's validation, toasts and analytics (000 §5, §7, §8). */
export function useGenerateImage({ onStarted, onLimitReached }: Handlers) {
  const toast = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  const [mutate, { loading }] = useMutation(GenerateImageMutation);

  async function generate(values: GeneratorValues): Promise<void> {
    const prompt = values.prompt.trim();
    if (!prompt) {
      toast({
        variant: 'error',
        title: 'Missing Description',
        description: "Please describe what you'd like to create",
      });
      return;
    }
    try {
      const { data } = await mutate({
        variables: {
          // No style: the content service applies its default (cartoon-gospel, spec 000 §3).
          input: { prompt, contentType: values.contentType, category: values.category },
        },
      });
      if (!data) throw new Error('No answer from the server');
      onStarted(data.generateImage);
      toast({ variant: 'success', title: 'Generation Started!', description: 'Check your library in a few moments' });
      // Analytics report the spec's wire values ('board-game'), not the API's enum names.
      const category = categoryWireValue(values.category);
      track('content_generation', {
        event_category: 'ai_content',
        content_type: contentTypeWireValue(values.contentType),
        category,
      });
      track('prompt_category', { event_category: 'ai_content', event_label: category });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      if (isGenerationLimitError(error)) {
        onLimitReached();
        return;
      }
      toast({ variant: 'error', title: 'Generation Failed', description: messageFromError(error, 'Please try again') });
    }
  }

  return { generate, pending: loading };
}
