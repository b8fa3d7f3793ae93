/** The operator's lists of one customer's documents and stock: plain hashes the lists read as filters. */
export function customerLinks(customerId: string) {
  const of = (path: string, extra = '') => `${path}?customerId=${encodeURIComponent(customerId)}${extra}`;
  return [
    { key: 'inbound', to: of('/inbound/list') },
    { key: 'outbound', to: of('/outbound/list') },
    { key: 'outboundException', to: of('/outbound/list', '&status=EXCEPTION') },
    { key: 'rma', to: of('/rma/list') },
    { key: 'stock', to: of('/inventory/list') },
  ] as const;
}
