import { HttpResponse, type HttpHandler } from 'msw';

import {
  ACCOUNT_PATHS,
  type NotificationSettings,
  type PersonalInfoResponse,
  type PhotoResponse,
} from '../../src/contract/account';
import { ERROR_CODE } from '../../src/contract/common';
import { withAuth, withManager } from '../auth/rules';
import { db } from '../db';
import { FIELDS_META } from '../meta/fixtures';
import { base64ToBytes, bytesToBase64 } from '../shared/binary';
import { ApiError, noContent } from '../shared/errors';
import { newId } from '../shared/ids';
import { assertPrecondition } from '../shared/preconditions';
import { FieldErrors, isFileEntry, readFormData, readJsonObject, text, validationError } from '../shared/requests';
import { route } from '../shared/routes';
import { apiUrl } from '../shared/urls';
import { isPhotoType, readNotificationSettings, readPersonalInfo, readPhotoUpload, toManagerProfile } from './rules';
import { notificationSettingsOf, personalDetailsOf, storeNotificationSettings, storePersonalDetails } from './versions';

/** The account: the manager profile, personal details, photo, delete request, notification settings. */

const LIMITS = FIELDS_META.manager;

const getProfile = route(
  'get',
  apiUrl(ACCOUNT_PATHS.manager),
  withManager(({ manager }) => HttpResponse.json(toManagerProfile(manager))),
);

/**
 * The save's condition first (versions.ts: the details always exist, so a save names the version it
 * started from), then the rules; the details get the next version.
 */
const savePersonalInfo = route(
  'put',
  apiUrl(ACCOUNT_PATHS.personalInfo),
  withManager(async ({ request, manager }) => {
    const body = await readJsonObject(request);
    const details = personalDetailsOf(manager);
    assertPrecondition(request, details.version ?? null, details, 'The personal-details record');
    storePersonalDetails(manager, readPersonalInfo(body));
    // (designed) The reply is the saved personal details: the client replaces its copy with them.
    const response: PersonalInfoResponse = personalDetailsOf(manager);
    return HttpResponse.json(response);
  }),
);

// ---------------------------------------------------------------- photo

// The photo needs no version and moves none: the upload replaces the whole file, shown at once, and
// the personal-info save never writes it (docs/decisions/035-save-versions.md).

const photoUrl = (photoId: string) => ACCOUNT_PATHS.photoFile.build(photoId);

const uploadPhoto = route(
  'post',
  apiUrl(ACCOUNT_PATHS.photo),
  withManager(async ({ request, manager }) => {
    const file = (await readFormData(request)).get('file');
    if (!isFileEntry(file)) throw validationError({ file: 'required' }, 'A photo file is required');
    const bytes = await readPhotoUpload(file);
    const previous = manager.personalDetails.photo.split('/').pop();
    if (previous) delete db.blobs[previous];
    const photoId = newId('photo');
    db.blobs[photoId] = { contentType: file.type, base64: bytesToBase64(bytes) };
    manager.personalDetails.photo = photoUrl(photoId);
    manager.lastModified = new Date(Date.now()).toISOString();
    const response: PhotoResponse = { photo: manager.personalDetails.photo };
    return HttpResponse.json(response);
  }),
);

/**
 * GET of the path a profile names in `photo` (fetched with the bearer header,
 * docs/decisions/012-files-with-bearer.md).
 */
const getPhoto = route(
  'get',
  apiUrl(ACCOUNT_PATHS.photoFile),
  withAuth(({ params }) => {
    const blob = db.blobs[params.photoId ?? ''];
    if (!blob || !isPhotoType(blob.contentType)) {
      throw new ApiError(404, ERROR_CODE.NOT_FOUND, 'No such photo');
    }
    return new HttpResponse(base64ToBytes(blob.base64), {
      headers: { 'Content-Type': blob.contentType },
    });
  }),
);

// ---------------------------------------------------------------- PUT /manager/delete-profile

const deleteProfile = route(
  'put',
  apiUrl(ACCOUNT_PATHS.deleteProfile),
  withManager(async ({ request, manager }) => {
    const remarks = text(await readJsonObject(request, { optional: true }), 'remarks');
    const errors = new FieldErrors();
    errors.maxLength(remarks, LIMITS.remarks.maxLength, 'remarks');
    errors.throwIfAny();
    manager.deletionRequest = { remarks, requestedAt: Date.now() };
    return noContent();
  }),
);

// ---------------------------------------------------------------- PUT /manager/notification-settings

/** The three preferences, under the same condition as the personal details; (designed) the reply is the saved settings. */
const saveNotificationSettings = route(
  'put',
  apiUrl(ACCOUNT_PATHS.notificationSettings),
  withManager(async ({ request, manager }) => {
    const body = await readJsonObject(request);
    const settings = notificationSettingsOf(manager);
    assertPrecondition(request, settings.version ?? null, settings, 'The notification-settings record');
    storeNotificationSettings(manager, readNotificationSettings(body));
    return HttpResponse.json(notificationSettingsOf(manager) satisfies NotificationSettings);
  }),
);

export const accountHandlers: HttpHandler[] = [
  getProfile,
  savePersonalInfo,
  uploadPhoto,
  getPhoto,
  deleteProfile,
  saveNotificationSettings,
];
