import {
  EMAIL_TYPE,
  INITIAL_INPUT_CV,
  type Address,
  type NotificationSettings,
  type PersonalDetails,
} from '../../src/contract/account';
import { LANGUAGE_CODE } from '../../src/contract/common';
import { SALUTATION, TITLE } from '../meta/labels';
import type { DbManager } from '../model';
import { DEMO_PUBLIC_CV_ID, emptyCv, newPublicCvId } from '../resume/fixtures';

/**
 * Builders of manager profiles (docs/decisions/018-demo-data.md). `initialInputCv` 100 means the first CV input
 * is still open (the dashboard offers it); 200 that it was submitted. `networkStatus` is carried
 * as the provider sends it; its meaning is not shown in the spec (200 for released managers).
 */
export const NETWORK_STATUS = { APPLICANT: 100, RELEASED: 200 } as const;

/** Codes of the `preferredContactTypes` list (meta/labels.ts). */
export const CONTACT_TYPE = { EMAIL: '100', PHONE: '200', SMS: '300', NONE: '400' } as const;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  opportunityUpdates: CONTACT_TYPE.EMAIL,
  cvUpdates: CONTACT_TYPE.EMAIL,
  appointmentUpdates: CONTACT_TYPE.EMAIL,
};

export function buildPersonalDetails(overrides: Partial<PersonalDetails> = {}): PersonalDetails {
  return {
    manager_id: '10000',
    salutation: SALUTATION.MR,
    title: TITLE.NONE,
    firstName: 'Max',
    lastName: 'Mustermann',
    photo: '',
    birthDate: '',
    nationality: ['DE'],
    primaryAddress: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    emails: [],
    phones: {},
    socialNetworks: {},
    skypeId: '',
    ownCompany: '',
    profileVideo: '',
    website: '',
    communicationLanguage: LANGUAGE_CODE.DE,
    initialInputCv: INITIAL_INPUT_CV.PENDING,
    networkStatus: NETWORK_STATUS.APPLICANT,
    readonly: false,
    ...overrides,
  };
}

export function buildManager(
  overrides: Partial<Omit<DbManager, 'personalDetails'>> & { personalDetails?: Partial<PersonalDetails> } = {},
): DbManager {
  const { personalDetails, ...rest } = overrides;
  const details = buildPersonalDetails(personalDetails);
  return {
    id: details.manager_id,
    publicCvId: newPublicCvId(),
    userId: '',
    lastModified: new Date(Date.now()).toISOString(),
    deletionRequest: null,
    application: null,
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS },
    cv: emptyCv(),
    ...rest,
    personalDetails: details,
  };
}

/** Where a released manager stands: the first CV input submitted, released into the network. */
export const RELEASED_WITH_CV = {
  initialInputCv: INITIAL_INPUT_CV.SUBMITTED,
  networkStatus: NETWORK_STATUS.RELEASED,
} as const satisfies Partial<PersonalDetails>;

/** An address in Germany, where the demo's managers live. */
function germanAddress(street: string, postalCode: string, city: string, state?: string): Address {
  return { street, postalCode, city, country: 'DE', ...(state === undefined ? {} : { state }) };
}

/**
 * Phone numbers are from the ranges the Bundesnetzagentur keeps for fiction
 * (0171 39200xx, 089 99998xxx), so the demo never shows a real person's number.
 */
export const demoManagers = {
  katharinaBerger: (userId: string) =>
    buildManager({
      userId,
      // Fixed, so the README's links to her public CV hold on every seed.
      publicCvId: DEMO_PUBLIC_CV_ID,
      personalDetails: {
        manager_id: '10427',
        salutation: SALUTATION.MS,
        title: TITLE.DR,
        firstName: 'Katharina',
        lastName: 'Berger',
        birthDate: '1974-05-18',
        nationality: ['DE', 'AT'],
        primaryAddress: germanAddress('Prinzregentenstraße 48', '80538', 'München', 'Bayern'),
        emails: [
          { value: 'manager@demo.test', type: EMAIL_TYPE.OFFICE },
          { value: 'katharina.berger@berger-interim.example', type: EMAIL_TYPE.PRIVATE },
        ],
        phones: { mobilePhone1: '+49 171 3920045', workPhone: '+49 89 99998 120' },
        socialNetworks: {
          linkedin: 'https://www.linkedin.com/in/katharina-berger-interim',
          xing: 'https://www.xing.com/profile/Katharina_Berger',
        },
        skypeId: 'katharina.berger.interim',
        ownCompany: 'Berger Interim Management GmbH',
        profileVideo: '',
        website: 'https://www.berger-interim.example',
        communicationLanguage: LANGUAGE_CODE.DE,
        ...RELEASED_WITH_CV,
        readonly: false,
      },
    }),

  thomasKeller: (userId: string) =>
    buildManager({
      userId,
      personalDetails: {
        manager_id: '10512',
        salutation: SALUTATION.MR,
        title: TITLE.NONE,
        firstName: 'Thomas',
        lastName: 'Keller',
        birthDate: '1969-11-02',
        nationality: ['DE'],
        primaryAddress: germanAddress('Große Elbstraße 145', '22767', 'Hamburg'),
        emails: [{ value: 'pending@demo.test', type: EMAIL_TYPE.PRIVATE }],
        phones: { mobilePhone1: '+49 171 3920078' },
        socialNetworks: { linkedin: 'https://www.linkedin.com/in/thomas-keller-cfo' },
        ownCompany: 'Keller Finance Advisory',
        communicationLanguage: LANGUAGE_CODE.EN,
        ...RELEASED_WITH_CV,
      },
    }),

  markusLehmann: (userId: string) =>
    buildManager({
      userId,
      personalDetails: {
        manager_id: '10633',
        salutation: SALUTATION.MR,
        title: TITLE.PROF_DR,
        firstName: 'Markus',
        lastName: 'Lehmann',
        birthDate: '1965-03-27',
        nationality: ['DE', 'CH'],
        primaryAddress: germanAddress('Bockenheimer Landstraße 24', '60323', 'Frankfurt am Main', 'Hessen'),
        emails: [
          { value: 'skippable@demo.test', type: EMAIL_TYPE.OFFICE },
          { value: 'm.lehmann@lehmann-restructuring.example', type: EMAIL_TYPE.PRIVATE },
        ],
        phones: { mobilePhone1: '+49 171 3920091', homePhone: '+49 89 99998 377' },
        socialNetworks: { xing: 'https://www.xing.com/profile/Markus_Lehmann' },
        website: 'https://www.lehmann-restructuring.example',
        communicationLanguage: LANGUAGE_CODE.DE,
        ...RELEASED_WITH_CV,
      },
    }),

  /** bench@demo.test: the performance benchmark's manager (its 60-position CV: resume/demoCvs.ts benchCv). */
  benediktLang: (userId: string) =>
    buildManager({
      userId,
      personalDetails: {
        manager_id: '10744',
        salutation: SALUTATION.MR,
        title: TITLE.DR_ING,
        firstName: 'Benedikt',
        lastName: 'Lang',
        birthDate: '1968-08-14',
        nationality: ['DE'],
        primaryAddress: germanAddress('Friedrichstraße 120', '10117', 'Berlin'),
        emails: [{ value: 'bench@demo.test', type: EMAIL_TYPE.OFFICE }],
        phones: { mobilePhone1: '+49 171 3920099' },
        communicationLanguage: LANGUAGE_CODE.DE,
        ...RELEASED_WITH_CV,
      },
    }),
};
