/** A store as it appears inside the user (spec 3). */
export interface StoreEntry {
  id: string;
  name: string;
  roles: string[];
  permissions: string[];
}

/** The login response of spec 3 (decisions.md adds userName and email). */
export interface LoginResponse {
  accessToken: string;
  userId: string;
  userName?: string;
  email?: string;
  stores: StoreEntry[];
  currentStoreId?: string;
  globalPermissions: string[];
}

/** Own profile: the login response without the token (decisions.md). */
export type UserInfo = Omit<LoginResponse, 'accessToken'>;

/** The record kept under `userData` (spec 3: a stores list whose items have an id, and a currentStore). */
export interface StoredUserData extends UserInfo {
  currentStore?: StoreEntry | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
}

export interface ForgotPasswordRequest {
  email: string;
}

export interface RedefinePasswordRequest {
  email: string;
  password: string;
  code: string;
}
