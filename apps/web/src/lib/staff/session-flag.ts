/**
 * A marker in local storage that a staff member signed in on this browser. Product pages read only this
 * before deciding to load the staff code, so visitors never download MSAL.
 */
export const STAFF_SESSION_FLAG = 'qilak.staff.signedIn';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function hasStaffSessionFlag(): boolean {
  return storage()?.getItem(STAFF_SESSION_FLAG) === '1';
}

export function setStaffSessionFlag(signedIn: boolean): void {
  const store = storage();
  if (!store) return;
  if (signedIn) store.setItem(STAFF_SESSION_FLAG, '1');
  else store.removeItem(STAFF_SESSION_FLAG);
}
