import { listDefaults } from '@/components/list/listView';

/** The supplier list's view in the URL (`?q=&status=&sort=name:asc`), read by the page and its prefetch. */
export const SUPPLIER_LIST_VIEW = listDefaults({ status: '' }, 'name');
