/** The path of the detail page of `id`, one tab each. */
export const detailPath = (id: number | string) => `/function/multiple-tabs-demo/${id}`;

/** The message key and parameters of a detail tab's title: the list and the page agree on it. */
export const DETAIL_TITLE_KEY = 'widgets.multipleTabs.detailTitle';
