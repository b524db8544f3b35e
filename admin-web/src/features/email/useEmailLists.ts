import { useQuery } from '@apollo/client/react';
import { EmailListsQuery } from './documents';
import { SEGMENTS } from './emailRules';
import type { ChoiceOption } from './fields';

/** The lists (for pickers and the lists table), the default list first as the server orders them. */
export function useEmailLists() {
  const { data, error, loading, refetch } = useQuery(EmailListsQuery, { fetchPolicy: 'cache-and-network' });
  const lists = data?.emailLists;
  const options: ChoiceOption[] = (lists ?? []).map((list) => ({
    value: list.id,
    label: list.isDefault ? `${list.name} (default)` : list.name,
  }));
  const defaultListId = lists?.find((list) => list.isDefault)?.id ?? lists?.[0]?.id ?? '';
  return { lists, options, defaultListId, error, loading, refetch };
}

/** A campaign's audience choices: lists (`list:<id>`) and segments (`segment:<KEY>`). */
export function audienceGroups(listOptions: readonly ChoiceOption[]) {
  return [
    { label: 'Lists', options: listOptions.map((option) => ({ ...option, value: `list:${option.value}` })) },
    {
      label: 'Segments',
      options: SEGMENTS.map((entry) => ({ value: `segment:${entry.segment}`, label: `Segment: ${entry.name}` })),
    },
  ];
}
