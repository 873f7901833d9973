import { mountStandalone } from '@firm/shared/ui';
import RoleRoutes from './routes';

mountStandalone('admin', RoleRoutes);
