import { describeAreaRoutes } from '@firm/shared/ui/testing';
import RoleRoutes from './routes';

describeAreaRoutes('superadmin', RoleRoutes);
