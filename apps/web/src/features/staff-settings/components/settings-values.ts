import type {
  OpeningWindow,
  PaymentMethod,
  RestaurantSettings,
  SpecialHours,
} from '@ninetonine/contract';

export const SAVED_TEXT = 'Saved. Checkout and every page use these settings from now on.';

/** The settings form's text inputs, by name (each is `settings-<name>` in the page). */
export type TextFieldName =
  | 'name'
  | 'phone'
  | 'pickupAddress'
  | 'timeZone'
  | 'locale'
  | 'currency'
  | 'deliveryFee'
  | 'freeDeliveryFrom'
  | 'minimumDeliveryOrder'
  | 'taxRatePercent'
  | 'preparationMinutes'
  | 'deliveryMinutes'
  | 'slotMinutes'
  | 'scheduleDaysAhead'
  | 'lastOrderMinutes'
  | 'grievanceName'
  | 'grievanceEmail'
  | 'grievancePhone'
  | 'privacyPolicy'
  | 'refundPolicy'
  | 'gstLegalName'
  | 'gstin'
  | 'fssaiLicence'
  | 'gstRegisteredAddress'
  | 'gstStateCode'
  | 'invoicePrefix'
  | 'cashOnDeliveryMax'
  | 'upiId';

export type Flags = Pick<
  RestaurantSettings,
  'deliveryEnabled' | 'pickupEnabled' | 'pricesIncludeTax'
> & {
  /** Auto-accept per fulfilment (sent as `autoAccept`). */
  autoAcceptDelivery: boolean;
  autoAcceptPickup: boolean;
};

export interface Policies {
  privacyPolicy: string;
  refundPolicy: string;
}

/** `upiId` is staff-only: the response has it beside the public settings (decision 0090). */
export const textOf = (
  s: RestaurantSettings,
  p: Policies,
  upiId: string,
): Record<TextFieldName, string> => ({
  name: s.name,
  phone: s.phone,
  pickupAddress: s.pickupAddress,
  timeZone: s.timeZone,
  locale: s.locale,
  currency: s.currency,
  deliveryFee: String(s.deliveryFee),
  freeDeliveryFrom: s.freeDeliveryFrom === null ? '' : String(s.freeDeliveryFrom),
  minimumDeliveryOrder: String(s.minimumDeliveryOrder),
  taxRatePercent: String(s.taxRatePercent),
  preparationMinutes: String(s.preparationMinutes),
  deliveryMinutes: String(s.deliveryMinutes),
  slotMinutes: String(s.slotMinutes),
  scheduleDaysAhead: String(s.scheduleDaysAhead ?? 7),
  lastOrderMinutes: String(s.lastOrderMinutes),
  grievanceName: s.grievanceOfficer.name,
  grievanceEmail: s.grievanceOfficer.email,
  grievancePhone: s.grievanceOfficer.phone,
  privacyPolicy: p.privacyPolicy,
  refundPolicy: p.refundPolicy,
  gstLegalName: s.gst.legalName,
  gstin: s.gst.gstin,
  fssaiLicence: s.gst.fssaiLicence,
  gstRegisteredAddress: s.gst.registeredAddress,
  gstStateCode: s.gst.stateCode,
  invoicePrefix: s.gst.invoicePrefix,
  cashOnDeliveryMax: s.cashOnDeliveryMax == null ? '' : String(s.cashOnDeliveryMax),
  upiId,
});

export const flagsOf = (s: RestaurantSettings): Flags => ({
  deliveryEnabled: s.deliveryEnabled,
  pickupEnabled: s.pickupEnabled,
  pricesIncludeTax: s.pricesIncludeTax,
  autoAcceptDelivery: s.autoAccept.delivery,
  autoAcceptPickup: s.autoAccept.pickup,
});

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The request body the inputs stand for; the contract's schema checks it. */
export function bodyOf(
  t: Record<TextFieldName, string>,
  flags: Flags,
  hours: OpeningWindow[][],
  specialHours: SpecialHours[],
  paymentMethodsEnabled: PaymentMethod[],
) {
  const { autoAcceptDelivery, autoAcceptPickup, ...onOff } = flags;
  return {
    ...onOff,
    autoAccept: { delivery: autoAcceptDelivery, pickup: autoAcceptPickup },
    paymentMethodsEnabled,
    name: t.name,
    phone: t.phone,
    pickupAddress: t.pickupAddress,
    timeZone: t.timeZone,
    locale: t.locale,
    currency: t.currency,
    openingHours: hours,
    specialHours,
    deliveryFee: num(t.deliveryFee),
    freeDeliveryFrom: t.freeDeliveryFrom.trim() === '' ? null : Number(t.freeDeliveryFrom),
    cashOnDeliveryMax: t.cashOnDeliveryMax.trim() === '' ? null : Number(t.cashOnDeliveryMax),
    upiId: t.upiId,
    minimumDeliveryOrder: num(t.minimumDeliveryOrder),
    taxRatePercent: num(t.taxRatePercent),
    preparationMinutes: num(t.preparationMinutes),
    deliveryMinutes: num(t.deliveryMinutes),
    slotMinutes: num(t.slotMinutes),
    scheduleDaysAhead: num(t.scheduleDaysAhead),
    lastOrderMinutes: num(t.lastOrderMinutes),
    grievanceOfficer: { name: t.grievanceName, email: t.grievanceEmail, phone: t.grievancePhone },
    privacyPolicy: t.privacyPolicy,
    refundPolicy: t.refundPolicy,
    gst: {
      legalName: t.gstLegalName,
      gstin: t.gstin,
      fssaiLicence: t.fssaiLicence,
      registeredAddress: t.gstRegisteredAddress,
      stateCode: t.gstStateCode,
      invoicePrefix: t.invoicePrefix,
    },
  };
}

/** The grievance officer's fields, by the schema's path under `grievanceOfficer`. */
export const GRIEVANCE_FIELDS = {
  name: 'grievanceName',
  email: 'grievanceEmail',
  phone: 'grievancePhone',
} as const satisfies Record<string, TextFieldName>;

/** The GST fields, by the schema's path under `gst` (decision 0082). */
export const GST_FIELDS = {
  legalName: 'gstLegalName',
  gstin: 'gstin',
  fssaiLicence: 'fssaiLicence',
  registeredAddress: 'gstRegisteredAddress',
  stateCode: 'gstStateCode',
  invoicePrefix: 'invoicePrefix',
} as const satisfies Record<string, TextFieldName>;

/** The fields of the settings' nested objects, by the object's name in the request. */
export const NESTED_FIELDS: Record<string, Record<string, TextFieldName>> = {
  grievanceOfficer: GRIEVANCE_FIELDS,
  gst: GST_FIELDS,
};
