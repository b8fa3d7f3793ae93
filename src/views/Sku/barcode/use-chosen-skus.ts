import { useEffect, useState } from 'react';
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
  const [loadedKey, setLoadedKey] = useState('');
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    if (ids.length === 0) return;
    let live = true;
    Promise.allSettled(ids.map((id) => getSku(id))).then((results) => {
      if (!live) return;
      const found = results.flatMap((result) =>
        result.status === 'fulfilled' ? [{ sku: result.value, copies: 1 }] : [],
      );
      setChosen((current) => [...current.filter((item) => !ids.includes(item.sku.id)), ...found]);
      setLoadedKey(key);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return { chosen, setChosen, loading: key !== '' && loadedKey !== key };
}
