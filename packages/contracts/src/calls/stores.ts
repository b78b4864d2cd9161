/**
 * Stores: list, detail, add, fees, payment settings, industries, images, QR poster (second document, Stores).
 */
export const storesCalls = {} as const;
