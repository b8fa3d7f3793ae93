/** The operator's choice of customer: the bill's and the settlements' filters, the close form. */
export { customerOptions } from '@/views/Business/shared/customer-filter';
