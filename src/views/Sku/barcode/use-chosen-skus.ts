import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Sku } from '@/api/business/types/sku';
import { useHashSearch } from '@/app/router/hash-location';
import { getSku } from '@/api/business/sku';
import type { ChosenSku } from './LabelItems';

/** `?skuId=` (a detail page's "print labels") or `?skuIds=a,b` (the list's selection). */
export function idsFromSearch(search: string): string[] {
  const params = new URLSearchParams(search);
  const ids = [params.get('skuId') ?? '', ...(params.get('skuIds') ?? '').split(',')];
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

/** The SKUs to label, starting with those the address names (one copy each). */
export function useChosenSkus() {
  const search = useHashSearch();
  const [chosen, setChosen] = useState<ChosenSku[]>([]);
  const key = idsFromSearch(search).join(',');
  const named = useQuery({
    queryKey: ['sku-labels', key],
    enabled: key !== '',
    // an id that is gone (or another customer's) is left out rather than failing the page
    queryFn: ({ signal }) =>
      Promise.allSettled(key.split(',').map((id) => getSku(id, { signal }))).then((results) =>
        results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
      ),
  });
  // what the address names joins the choice once, when it arrives (the user may change it after)
  const [taken, setTaken] = useState<Sku[] | undefined>(undefined);
  if (named.data && named.data !== taken) {
    setTaken(named.data);
    const found = named.data;
    const ids = new Set(found.map((sku) => sku.id));
    setChosen((current) => [
      ...current.filter((item) => !ids.has(item.sku.id)),
      ...found.map((sku) => ({ sku, copies: 1 })),
    ]);
  }
  return { chosen, setChosen, loading: key !== '' && named.isFetching };
}
