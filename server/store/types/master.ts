// The stored records are the API's shapes: one definition, in the console's API types.
export * from '@/api/business/types/master';
