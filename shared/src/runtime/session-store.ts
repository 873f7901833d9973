import { create } from 'zustand';
import { normalizeRole, type Role } from '../domain/auth/roles';
import { countInstance } from './singleton-probe';
import { DEFAULT_FIRM_NAME, LOCAL_TOKEN_KEYS, SESSION_TOKEN_KEYS, STORAGE_KEYS as K } from './storage-keys';
import { readStoredToken } from './stored-session';

/** The signed-in user as the verify-otp answer carries it (spec 01 §3). */
export type SessionUserInput = {
  id: number | string;
  name: string;
  email: string;
  role: string;
  is_active?: boolean;
  phone?: string | null;
  telephone_number?: string | null;
  permissions?: string[];
  client_id?: number | string | null;
  client_name?: string | null;
  user_type?: string | null;
  firm_name?: string | null;
  organization_id?: number | string | null;
};

export type SessionUser = {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  isActive: boolean;
  phone: string;
  permissions: string[];
  clientId: string | null;
  clientName: string | null;
  userType: string;
  firmName: string;
  organizationId: string | null;
};

export type SessionState = {
  accessToken: string | null;
  user: SessionUser | null;
  signIn: (accessToken: string, user: SessionUserInput) => SessionUser;
  setAccessToken: (accessToken: string) => void;
  updateUser: (patch: Partial<Pick<SessionUser, 'name' | 'firstName' | 'lastName' | 'email' | 'phone'>>) => void;
  /** Drops the tokens only (a 401): the user must sign in again. */
  clearTokens: () => void;
  /** Sign Out: clears all browser storage. */
  signOut: () => void;
  /** Reads the session again from browser storage, after another tab changed it. */
  syncFromStorage: () => void;
};

export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export function toSessionUser(input: SessionUserInput): SessionUser {
  const { firstName, lastName } = splitName(input.name);
  return {
    id: String(input.id),
    name: input.name,
    firstName,
    lastName,
    email: input.email,
    role: normalizeRole(input.role),
    isActive: input.is_active ?? true,
    phone: input.phone ?? input.telephone_number ?? '',
    permissions: input.permissions ?? [],
    clientId: input.client_id == null ? null : String(input.client_id),
    clientName: input.client_name ?? null,
    userType: input.user_type ?? (normalizeRole(input.role) === 'client' ? 'client' : 'staff'),
    firmName: input.firm_name || DEFAULT_FIRM_NAME,
    organizationId: input.organization_id == null ? null : String(input.organization_id),
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function writeUser(user: SessionUser): void {
  const s = storage();
  if (!s) return;
  const set = (key: string, value: string | null) => (value === null ? s.removeItem(key) : s.setItem(key, value));
  set(K.userEmail, user.email);
  set(K.userRole, user.role);
  set(K.userId, user.id);
  set(K.userName, user.name);
  set(K.userFirstName, user.firstName);
  set(K.userLastName, user.lastName);
  set(K.userActive, String(user.isActive));
  set(K.userPhone, user.phone);
  set(K.userPermissions, JSON.stringify(user.permissions));
  set(K.clientId, user.clientId);
  set(K.clientName, user.clientName);
  set(K.userType, user.userType);
  set(K.firmName, user.firmName);
  set(K.organizationId, user.organizationId);
  set(K.userProfile, JSON.stringify(user));
}

function readUser(): SessionUser | null {
  const s = storage();
  const email = s?.getItem(K.userEmail);
  const role = s?.getItem(K.userRole);
  if (!s || !email || !role) return null;
  try {
    const profile = JSON.parse(s.getItem(K.userProfile) ?? 'null') as SessionUser | null;
    if (profile && profile.email === email) return { ...profile, role: normalizeRole(role) };
  } catch {
    // A damaged profile entry falls back to the single keys below.
  }
  const name = s.getItem(K.userName) ?? email;
  return {
    id: s.getItem(K.userId) ?? '',
    name,
    firstName: s.getItem(K.userFirstName) ?? splitName(name).firstName,
    lastName: s.getItem(K.userLastName) ?? splitName(name).lastName,
    email,
    role: normalizeRole(role),
    isActive: s.getItem(K.userActive) !== 'false',
    phone: s.getItem(K.userPhone) ?? '',
    permissions: [],
    clientId: s.getItem(K.clientId),
    clientName: s.getItem(K.clientName),
    userType: s.getItem(K.userType) ?? 'staff',
    firmName: s.getItem(K.firmName) || DEFAULT_FIRM_NAME,
    organizationId: s.getItem(K.organizationId),
  };
}

function clearStoredTokens(): void {
  for (const key of LOCAL_TOKEN_KEYS) storage()?.removeItem(key);
  try {
    for (const key of SESSION_TOKEN_KEYS) window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

countInstance('sessionStore');

export const useSessionStore = create<SessionState>()((set, get) => ({
  accessToken: readStoredToken(),
  user: readUser(),
  signIn: (accessToken, input) => {
    const user = toSessionUser(input);
    storage()?.setItem(K.authToken, accessToken);
    writeUser(user);
    set({ accessToken, user });
    return user;
  },
  setAccessToken: (accessToken) => {
    storage()?.setItem(K.authToken, accessToken);
    set({ accessToken });
  },
  updateUser: (patch) => {
    const current = get().user;
    if (!current) return;
    const next = { ...current, ...patch };
    if (patch.firstName !== undefined || patch.lastName !== undefined) {
      next.name = [next.firstName, next.lastName].filter(Boolean).join(' ');
    }
    writeUser(next);
    set({ user: next });
  },
  clearTokens: () => {
    clearStoredTokens();
    set({ accessToken: null });
  },
  signOut: () => {
    storage()?.clear();
    try {
      window.sessionStorage.clear();
    } catch {
      // Nothing to clear.
    }
    set({ accessToken: null, user: null });
  },
  syncFromStorage: () => set({ accessToken: readStoredToken(), user: readUser() }),
}));

export const useSessionUser = () => useSessionStore((state) => state.user);
export const useAccessToken = () => useSessionStore((state) => state.accessToken);
