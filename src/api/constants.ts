/** Seed §9: the envelope code of success, and how long a request may take. */
export const SUCCESS_CODE = 200;
export const REQUEST_TIMEOUT = 60000;
