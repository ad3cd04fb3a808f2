import dayjs from 'dayjs';
import 'dayjs/locale/es';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// Month and day names in Spanish everywhere (docs/product/1-account.md §1).
dayjs.extend(customParseFormat);
dayjs.locale('es');

export { dayjs };
