// Seeded people. The API's user records share these `sub` values; membership (isIM / isPM) is not a
// token claim: the API answers it from its contract-status lookup.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface SeedAccount {
  sub: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  individualSk: string;
  organizationSk: string;
  isLmsAdmin: boolean;
  isPliEmployee: boolean;
  roles: string[];
  /** Access tokens of this account live SHORT_TOKEN_TTL seconds instead of ACCESS_TOKEN_TTL. */
  shortLivedTokens?: boolean;
}

/** The claims every token and userinfo answer carries for an account (besides `sub`). */
export interface CleClaims {
  name: string;
  given_name: string;
  family_name: string;
  email: string;
  email_verified: boolean;
  IndividualSK: string;
  OrganizationSK: string;
  /** 'true' / 'false': a string, as the spec says. */
  IsLMSAdmin: 'true' | 'false';
  isPLIEmployee: boolean;
  roles: string[];
}

const seed = (
  sub: string,
  email: string,
  password: string,
  givenName: string,
  familyName: string,
  individualSk: string,
  extra: Partial<SeedAccount> = {},
): SeedAccount => ({
  sub,
  email,
  password,
  givenName,
  familyName,
  individualSk,
  organizationSk: '',
  isLmsAdmin: false,
  isPliEmployee: false,
  roles: [],
  ...extra,
});

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  seed('u-retail', 'retail@example.com', 'Retail-2026!', 'Riley', 'Retail', '800001'),
  seed('u-im', 'im@example.com', 'Member-2026!', 'Irene', 'Member', '800002'),
  seed('u-pm', 'pm@example.com', 'Plus-2026!', 'Parker', 'Plus', '800003'),
  seed('u-editor', 'editor@example.com', 'Editor-2026!', 'Edith', 'Editor', '800004', { roles: ['editor'] }),
  seed('u-staff', 'staff@example.com', 'Staff-2026!', 'Sam', 'Staff', '800005', {
    isPliEmployee: true,
    // staff-only rollouts and QA overrides of the deploy service (decision 065)
    roles: ['qa'],
  }),
  seed('u-roster', 'roster@example.com', 'Roster-2026!', 'Rosa', 'Roster', '800006', {
    organizationSk: '9001',
    roles: ['roster-admin'],
  }),
  seed('u-lms', 'lms@example.com', 'Lms-2026!', 'Lee', 'Admin', '800007', {
    isLmsAdmin: true,
    isPliEmployee: true,
  }),
  seed('u-short', 'short@example.com', 'Short-2026!', 'Shay', 'Short', '800008', { shortLivedTokens: true }),
];

export function claimsOf(account: SeedAccount): CleClaims {
  return {
    name: `${account.givenName} ${account.familyName}`,
    given_name: account.givenName,
    family_name: account.familyName,
    email: account.email,
    email_verified: true,
    IndividualSK: account.individualSk,
    OrganizationSK: account.organizationSk,
    IsLMSAdmin: account.isLmsAdmin ? 'true' : 'false',
    isPLIEmployee: account.isPliEmployee,
    roles: [...account.roles],
  };
}

const KEY_LENGTH = 32;

function scryptHash(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

interface StoredAccount {
  account: SeedAccount;
  salt: Buffer;
  hash: Buffer;
}

export interface AccountStore {
  findById(sub: string): SeedAccount | undefined;
  /** The account whose email and password match, or undefined; takes the same time either way. */
  authenticate(email: string, password: string): Promise<SeedAccount | undefined>;
}

/** Hashes the seeded passwords (scrypt, random salt each) and keeps only the hashes for comparison. */
export async function createAccountStore(
  accounts: readonly SeedAccount[] = SEED_ACCOUNTS,
): Promise<AccountStore> {
  const byEmail = new Map<string, StoredAccount>();
  const byId = new Map<string, SeedAccount>();
  await Promise.all(
    accounts.map(async (account) => {
      const salt = randomBytes(16);
      const hash = await scryptHash(account.password, salt);
      byEmail.set(account.email.toLowerCase(), { account, salt, hash });
      byId.set(account.sub, account);
    }),
  );
  // Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
  const dummySalt = randomBytes(16);
  const dummyHash = await scryptHash(randomBytes(16).toString('hex'), dummySalt);

  return {
    findById: (sub) => byId.get(sub),
    async authenticate(email, password) {
      const stored = byEmail.get(email.trim().toLowerCase());
      const candidate = await scryptHash(password, stored?.salt ?? dummySalt);
      const matches = timingSafeEqual(candidate, stored?.hash ?? dummyHash);
      return stored && matches ? stored.account : undefined;
    },
  };
}
