import { useCallback, useEffect, useRef, useState } from 'react';
import { cardPage, TOTAL_CARDS, type ShipmentCard } from './shipment-cards';

export const LOAD_DELAY_MS = 600;

/**
 * Pages of cards arriving after a short wait, like a list endpoint. `failNext` makes the next load
 * fail once, to show the retry path.
 */
export function useCardPages(total = TOTAL_CARDS) {
  const [items, setItems] = useState<ShipmentCard[]>([]);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const failNext = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = useCallback(() => {
    if (loading) return;
    setLoading(true);
    setFailed(false);
    timer.current = setTimeout(() => {
      setLoading(false);
      if (failNext.current) {
        failNext.current = false;
        setFailed(true);
        return;
      }
      setItems((current) => [...current, ...cardPage(page + 1, total)]);
      setPage(page + 1);
    }, LOAD_DELAY_MS);
  }, [loading, page, total]);

  const restart = useCallback(() => {
    clearTimeout(timer.current);
    setItems([]);
    setPage(0);
    setLoading(false);
    setFailed(false);
  }, []);

  return {
    items,
    loading,
    failed,
    hasMore: items.length < total,
    loadMore,
    restart,
    failNextLoad: () => {
      failNext.current = true;
    },
  };
}
