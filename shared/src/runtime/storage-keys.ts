// Spec 01 §3: the browser-storage keys written after sign-in. Other code reads them through the store.
export const STORAGE_KEYS = {
  authToken: 'authToken',
  userEmail: 'userEmail',
  userRole: 'userRole',
  userId: 'userId',
  userName: 'userName',
  userFirstName: 'userFirstName',
  userLastName: 'userLastName',
  userActive: 'userActive',
  userPhone: 'userPhone',
  userPermissions: 'userPermissions',
  clientId: 'clientId',
  clientName: 'clientName',
  userType: 'userType',
  firmName: 'firmName',
  organizationId: 'organizationId',
  userProfile: 'userProfile',
  userOrganization: 'user_organization',
} as const;

/** Token keys a request may find a bearer token under (spec 01 §3). */
export const LOCAL_TOKEN_KEYS = ['authToken', 'token', 'auth_token', 'access_token'] as const;
export const SESSION_TOKEN_KEYS = ['token', 'auth_token'] as const;

export const DEFAULT_FIRM_NAME = 'Default Firm';
