import type { ManagerProfile } from '@/contract/account';
import { profileActions, profileSlice } from '@/core/profile/profile.slice';

describe('the profile follows a CV save (answers replace the local copy)', () => {
  it("takes the last update, the completion and the availability's date from the saved CV", () => {
    const profile = {
      personalDetails: { firstName: 'Katharina' },
      lastModified: '2026-10-01T09:00:00Z',
      completionPercent: 80,
      availabilityUpdatedAt: '2026-10-01T09:00:00Z',
    } as unknown as ManagerProfile;
    const loaded = profileSlice.reducer(undefined, profileActions.profileLoaded(profile));
    const saved = profileSlice.reducer(
      loaded,
      profileActions.cvSaved({
        personalDetails: profile.personalDetails,
        lastModified: '2026-11-25T10:00:00Z',
        completionPercent: 90,
        availabilityUpdatedAt: '2026-11-25T10:00:00Z',
      }),
    );
    expect(saved.data).toMatchObject({
      lastModified: '2026-11-25T10:00:00Z',
      completionPercent: 90,
      availabilityUpdatedAt: '2026-11-25T10:00:00Z',
    });
  });

  it('keeps the version of the personal details when the CV’s copy carries none: a CV save does not change it', () => {
    const profile = {
      personalDetails: { firstName: 'Katharina', version: '4', savedAt: '2026-11-20T08:00:00Z' },
      lastModified: '2026-10-01T09:00:00Z',
      completionPercent: 80,
    } as unknown as ManagerProfile;
    const loaded = profileSlice.reducer(undefined, profileActions.profileLoaded(profile));
    const update = { lastModified: '2026-11-25T10:00:00Z', completionPercent: 90, availabilityUpdatedAt: undefined };
    const withoutVersion = profileSlice.reducer(
      loaded,
      profileActions.cvSaved({
        ...update,
        personalDetails: { firstName: 'Katharina' } as ManagerProfile['personalDetails'],
      }),
    );
    expect(withoutVersion.data?.personalDetails).toMatchObject({ version: '4', savedAt: '2026-11-20T08:00:00Z' });
    const withVersion = profileSlice.reducer(
      loaded,
      profileActions.cvSaved({
        ...update,
        personalDetails: { firstName: 'Katharina', version: '5' } as ManagerProfile['personalDetails'],
      }),
    );
    expect(withVersion.data?.personalDetails.version).toBe('5');
  });
});
