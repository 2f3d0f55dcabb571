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
});
