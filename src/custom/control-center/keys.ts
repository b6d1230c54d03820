/** The control centre's react-query keys: all start with the page's name, so a mutation invalidates only this page's data. */
import type { QueryKey } from '@tanstack/react-query';
import { pageKey } from '../../providers/query';

export const CC_PAGE = 'controlCenter';

export const ccKey = (...parts: unknown[]): QueryKey => pageKey(CC_PAGE, ...parts);
