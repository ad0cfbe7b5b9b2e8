import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { signedInState } from '@/test/render';
import { staffApi } from './api';

const { getStaff } = staffApi.endpoints;

describe('GET v1/user/list?storeId', () => {
  it('lists the store staff with roles; hourly rates only for shift.update holders', async () => {
    const manager = makeStore(signedInState('manager'));
    const asManager = await manager.dispatch(getStaff.initiate({ storeId: 'store-1' }));
    expect(asManager.data?.length).toBeGreaterThan(5);
    expect(asManager.data?.find((s) => s.userId === 'user-staff')).toMatchObject({ userName: 'Sam Staff', roles: ['service'] });
    expect(asManager.data?.every((s) => typeof s.hourlyRate === 'number')).toBe(true);

    const staff = makeStore(signedInState('staff'));
    const asStaff = await staff.dispatch(getStaff.initiate({ storeId: 'store-1' }));
    expect(asStaff.data?.length).toBe(asManager.data?.length);
    expect(asStaff.data?.some((s) => s.hourlyRate !== undefined)).toBe(false);
  });
});
