/**
 * The database schema (one pg-core schema; migrations generated from it with drizzle-kit and committed).
 * Every tenant table carries merchant_id, and merchant_id leads its keys.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    countryCode: text('country_code'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull().default('en'),
    /** The reseller whose sign-up link (`/register?resellerid=`) brought the user (schema-resellers.ts); no FK here:
     * schema-resellers.ts imports this file. The migration adds the reference. */
    referredResellerId: integer('referred_reseller_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.countryCode, t.phone),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Verification codes: hashed, single use, limited tries, bound to a purpose (MsgType) and an account. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: smallint('purpose').notNull(),
    account: text('account').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What else the code is bound to (a transaction and amount for refunds, for instance). */
    binding: text('binding').notNull().default(''),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.account, t.purpose, t.createdAt)],
);

/**
 * Failed sign-ins per account key (whether or not the account exists, so a lockout reveals nothing about which
 * accounts are registered).
 */
export const loginThrottle = pgTable('login_throttle', {
  account: text('account').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time sign-in links (u_id / u_key): the id of each used link, so a link works once. */
export const usedLoginLinks = pgTable('used_login_links', {
  jti: text('jti').primaryKey(),
  usedAt: createdAt(),
});

/**
 * Personal verification (KYC), one per user (second document, section 3 "Person verification"). The fields of the
 * form are null only on records made before the form existed (demo persons seeded as passed); `objection` is the
 * rejection reason in Chinese, `en_objection` in English. Images are `uploaded_files.token`s of the same user.
 */
export const persons = pgTable(
  'persons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    legalName: text('legal_name').notNull(),
    verifyStatus: smallint('verify_status').notNull(),
    objection: text('objection'),
    enObjection: text('en_objection'),
    createdAt: createdAt(),
    nationality: integer('nationality'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    birthday: date('birthday', { mode: 'string' }),
    gender: smallint('gender'),
    residenceCountry: integer('residence_country'),
    provinceId: integer('province_id').references(() => regions.id),
    cityId: integer('city_id').references(() => regions.id),
    street: text('street'),
    postcode: text('postcode'),
    issueCountry: integer('issue_country'),
    idType: smallint('id_type'),
    issueState: integer('issue_state').references(() => regions.id),
    idNumber: text('id_number'),
    idExpiry: date('id_expiry', { mode: 'string' }),
    frontImg: text('front_img'),
    backImg: text('back_img'),
    selfieImg: text('selfie_img'),
    /** When the person last submitted (the review queue is oldest first). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
  },
  (t) => [
    index('persons_review_queue_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.verifyStatus} = 0`),
  ],
);

/**
 * States, provinces and cities (second document, sections 3 and 7: id, name, en_name, level). Level 1 rows have a
 * country as parent (1 Australia, 2 China); level 2 rows (cities) have a level-1 parent. Reference data, seeded by
 * the migration; ids start at 1000 so they never meet a country id.
 */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    enName: text('en_name').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentId, t.id)],
);

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  number: text('number').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  isVerify: boolean('is_verify').notNull().default(false),
  isDelete: boolean('is_delete').notNull().default(false),
  isOpenedCredit: boolean('is_opened_credit').notNull().default(false),
  isFastSettle: boolean('is_fast_settle').notNull().default(false),
  timeZone: text('time_zone').notNull().default('Australia/Sydney'),
  abn: text('abn'),
  officePhone: text('office_phone'),
  mobilePhone: text('mobile_phone'),
  email: text('email'),
  street: text('street'),
  suburb: text('suburb'),
  state: text('state'),
  postcode: text('postcode'),
  industryId: integer('industry_id'),
  /** The 14-day card collection limit in AUD minor units (Branch/GetCardpayRemainingQuota). */
  cardQuotaLimitMinor: bigint('card_quota_limit_minor', { mode: 'number' }).notNull().default(5_000_000),
  /** Application state for unverified merchants: 'draft', 'under_review', 'rejected', 'approved'. */
  applicationStatus: text('application_status').notNull().default('approved'),
  /** Whether the merchant's super admins (role 1) must sign in with two-step verification (schema-two-factor.ts). */
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  /** The reseller whose portfolio the merchant is in (schema-resellers.ts; the reference is the migration's). */
  resellerId: integer('reseller_id'),
  createdAt: createdAt(),
});

export const merchantCurrencies = pgTable(
  'merchant_currencies',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    currencyId: integer('currency_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currencyId] })],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    number: text('number').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    /** 1 physical, 2 web or online, 3 micro-shop. */
    type: smallint('type').notNull(),
    address: text('address').notNull(),
    officePhone: text('office_phone'),
    mobilePhone: text('mobile_phone'),
    /** Surcharge passed to customers: 1 none, 2 floating, 3 fixed. */
    feeType: smallint('fee_type').notNull().default(1),
    /** The level-2 industry (its level-1 parent is read through industries.parent_id). */
    industryId: integer('industry_id'),
    /**
     * The public token of the store's payment link (`/pay/<token>`): unguessable (122 random bits from
     * gen_random_uuid), so a store's id never appears in a public URL.
     */
    payToken: text('pay_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Currencies the pay page accepts: 1 AUD, 2 USD, 3 CNY (at least one). */
    supportCurrencies: smallint('support_currencies')
      .array()
      .notNull()
      .default(sql`'{1}'::smallint[]`),
    /** reqiure_message_type: whether the pay page asks the customer for a note (see ARCHITECTURE.md for the reading). */
    messageType: smallint('message_type').notNull().default(1),
    isGetUserInfo: boolean('is_get_user_info').notNull().default(false),
    /** Uploaded images (uploaded_files.token), or null. */
    storePhoto: text('store_photo'),
    qrLogo: text('qr_logo'),
    payLogo: text('pay_logo'),
    isDelete: boolean('is_delete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stores_number_uq').on(t.merchantId, t.number),
    uniqueIndex('stores_pay_token_uq').on(t.payToken),
  ],
);

/**
 * A store's fixed surcharges (fee type 3) per channel, parts per million. The online rate is the one entered;
 * offline, b2b and b2b2c are copies of it written on save (the spec's wire format carries all four).
 */
export const storeChannelRates = pgTable(
  'store_channel_rates',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    paymentChannelId: integer('payment_channel_id').notNull(),
    onlineRatePpm: integer('online_rate_ppm').notNull(),
    offlineRatePpm: integer('offline_rate_ppm').notNull(),
    b2bRatePpm: integer('b2b_rate_ppm').notNull(),
    b2b2cRatePpm: integer('b2b2c_rate_ppm').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.paymentChannelId] })],
);

/** A store's card surcharge per currency (fee type 3): a rate and a flat fee in minor units. */
export const storeCardpayRates = pgTable(
  'store_cardpay_rates',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    currencyId: integer('currency_id').notNull(),
    feeRatePpm: integer('fee_rate_ppm').notNull(),
    flatFeeMinor: bigint('flat_fee_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.storeId, t.currencyId] })],
);

/** Industries in two levels (level 2 rows have a level-1 parent). Reference data, seeded by the migration. */
export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  level: smallint('level').notNull(),
  name: text('name').notNull(),
  enName: text('en_name').notNull(),
});

/**
 * Uploaded files. Two kinds:
 * - a merchant's store images: re-encoded, kept in the database (`bytes`), served at `/media/<token>` to the
 *   merchant's own users; `is_public` is set while the image is a store's QR or pay-page logo;
 * - a person's onboarding files (`owner_user_id`, no merchant yet): ID images re-encoded to JPEG, or PDF documents,
 *   kept on disk under DATA_DIR/uploads (0600 files in 0700 folders; `bytes` null), served at `/uploads/<token>` by
 *   signed links bound to a session (modules/uploads).
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    token: text('token').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes'),
    sizeBytes: integer('size_bytes'),
    width: integer('width'),
    height: integer('height'),
    isPublic: boolean('is_public').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploaded_files_token_uq').on(t.token),
    index('uploaded_files_merchant_idx').on(t.merchantId),
    index('uploaded_files_owner_idx').on(t.ownerUserId),
    check(
      'uploaded_files_kind_ck',
      sql`(${t.merchantId} is not null and ${t.bytes} is not null and ${t.width} is not null and ${t.height} is not null)
        or (${t.merchantId} is null and ${t.ownerUserId} is not null and ${t.bytes} is null)`,
    ),
  ],
);

/** Per-channel merchant rates, in parts per million of the amount (0.0235 = 23500), plus flat fees in minor units. */
export const merchantChannelRates = pgTable(
  'merchant_channel_rates',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    paymentChannelId: integer('payment_channel_id').notNull(),
    onlineRatePpm: integer('online_rate_ppm').notNull(),
    flatFeeMinor: bigint('flat_fee_minor', { mode: 'number' }).notNull().default(0),
    disbursePeriodDays: smallint('disburse_period_days').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.paymentChannelId] })],
);

/** A user's membership of a merchant (the spec's employee). */
export const employees = pgTable(
  'employees',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    branchId: integer('branch_id').references(() => stores.id),
    /** The name this merchant knows the employee by (null: the account's own name). */
    name: text('name'),
    isDelete: boolean('is_delete').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId] }), index('employees_user_idx').on(t.userId)],
);

export const employeeRoles = pgTable(
  'employee_roles',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roleType: smallint('role_type').notNull(),
    isDelete: boolean('is_delete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.userId, t.roleType] })],
);

export const agreements = pgTable('agreements', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  contentEn: text('content_en').notNull(),
  contentZh: text('content_zh').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const agreementAcks = pgTable(
  'agreement_acks',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    acknowledgedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agreementId] })],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_user_idx').on(t.userId, t.isRead)],
);

/** Messages the notifier sent (or, without a provider, would have sent: the development outbox). */
export const notificationOutbox = pgTable('notification_outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status').notNull().default('stored'),
  createdAt: createdAt(),
});

/** Append-only record of sensitive actions. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: createdAt(),
    userId: integer('user_id'),
    merchantId: integer('merchant_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    ip: text('ip'),
  },
  // By user too: the security log reads the account events (sign-ins …) of a merchant's members, written without it.
  (t) => [index('audit_log_merchant_idx').on(t.merchantId, t.at), index('audit_log_user_idx').on(t.userId, t.at)],
);
