/** Business constants of docs/product/1-account.md §9, docs/product/2-inventory-income-purchases.md §9 and docs/product/3-expenses-reports.md §9. */
export const FREE_PLAN_ID = 4;
export const FREE_PLAN_YEARS = 2;
export const REMINDER_DAYS_BEFORE_END = 2;
export const BANNER_THRESHOLD_DAYS = 15;
export const PASSWORD_MIN = 8;
export const LIMITS = {
  first_name: 140,
  last_name: 140,
  identification_number: 20,
  tradename: 200,
  phone: 10,
  cellphone: 10,
  email: 254,
  address: 255,
  password: 128,
} as const;
export const REDIRECT_AFTER_RESET_MS = 5000;
export const SUMMARY_SKELETON_MS = 500;
export const LIST_SKELETON_MS = 1000;
/** Rows a list screen asks for at a time (the server accepts up to 1000). */
export const LIST_PAGE_SIZE = 50;
export const LIST_SKELETON_CARDS = 3;
export const DETAIL_SKELETON_CARDS = 6;
export const COPY_CONFIRMATION_MS = 1500;
/** docs/product/3-expenses-reports.md §4/§9: a spreadsheet report is 'processing' this long before its download link appears. */
export const REPORT_PROCESSING_MS = 1000;
export const COMPACT_LIST_BELOW = 4;
export const WOMPI_REFERENCE_RANDOM_LENGTH = 10;
export const TIMEZONE = 'America/Bogota';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
