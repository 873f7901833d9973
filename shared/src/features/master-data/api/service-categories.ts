import { serviceCategoryListAnswerSchema } from '@firm/shared/domain/list';
import type { ServiceCategoryBody } from '@firm/shared/domain/service-category';
import { listResource } from '@firm/shared/ui';
import { SERVICE_CATEGORY_LIST_ENDPOINT } from './master-data-list-endpoints';
import { masterListWrites } from './master-list-writes';

// Service categories with their GST rates (spec 01 §7).

/** GET /api/master/service-categories, both statuses, a page at a time, parsed with the route's schema. */
export const serviceCategoryList = listResource({
  ...SERVICE_CATEGORY_LIST_ENDPOINT,
  schema: serviceCategoryListAnswerSchema,
  select: (answer) => ({ rows: answer.data.service_categories }),
});

export const {
  create: createServiceCategory,
  update: updateServiceCategory,
  useCreate: useCreateServiceCategory,
  useUpdate: useUpdateServiceCategory,
} = masterListWrites<ServiceCategoryBody>(serviceCategoryList, SERVICE_CATEGORY_LIST_ENDPOINT.path);

export const serviceCategoryQueries = {
  all: serviceCategoryList.all,
  lists: serviceCategoryList.lists,
  list: serviceCategoryList.list,
};
