/** A store as it appears inside the user (docs/rules/session.md#login-response-and-auth-state). */
export interface StoreEntry {
  id: string;
  name: string;
  roles: string[];
  permissions: string[];
}

/** The login response of docs/rules/session.md#login-response-and-auth-state (docs/rules/session.md#login-response-and-auth-state adds userName and email). */
export interface LoginResponse {
  accessToken: string;
  userId: string;
  userName?: string;
  email?: string;
  stores: StoreEntry[];
  currentStoreId?: string;
  globalPermissions: string[];
}

/** Own profile: the login response without the token (docs/rules/session.md#login-response-and-auth-state). */
export type UserInfo = Omit<LoginResponse, 'accessToken'>;

/** The record kept under `userData` (docs/rules/session.md#login-response-and-auth-state: a stores list whose items have an id, and a currentStore). */
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
