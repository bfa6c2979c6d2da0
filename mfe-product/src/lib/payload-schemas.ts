// The payload schemas (zod) this remote parses its answers with, each loaded with the first call that
// parses, in parallel with it, not with the page: a server-rendered page hydrates from the answers the
// server handed over and parses nothing while it loads, and building the schemas took about 110 ms of
// the ProductPage chunk's evaluation at 4x CPU (decision 093). Pass them as `apiRequest`'s schema.
// The registration schemas' chunk is named: the player's route hint preloads it (its launch parses at once).
export const productPayloadSchema = () =>
  import('@cle/contracts/product-schemas').then((m) => m.ProductPayloadSchema);
export const productVariantsSchema = () =>
  import('@cle/contracts/product-entity-schemas').then((m) => m.ProductVariantsPayloadSchema);
export const libraryLookupSchema = () =>
  import('@cle/contracts/podcast-schemas').then((m) => m.LibraryLookupSchema);
export const productMaterialsSchema = () =>
  import('@cle/contracts/product-extras-schemas').then((m) => m.ProductMaterialsResponseSchema);
export const userProfileSchema = () =>
  import('@cle/contracts/profile-schemas').then((m) => m.UserProfileSchema);
export const upcomingRegistrationsSchema = () =>
  import(/* webpackChunkName: "registration-schemas" */ '@cle/contracts/registration-schemas').then(
    (m) => m.UpcomingRegistrationsSchema,
  );
export const registrationRecordSchema = () =>
  import(/* webpackChunkName: "registration-schemas" */ '@cle/contracts/registration-schemas').then(
    (m) => m.RegistrationRecordSchema,
  );
export const cancelCheckSchema = () =>
  import(/* webpackChunkName: "registration-schemas" */ '@cle/contracts/registration-schemas').then(
    (m) => m.CancelCheckSchema,
  );
export const cancelResultSchema = () =>
  import(/* webpackChunkName: "registration-schemas" */ '@cle/contracts/registration-schemas').then(
    (m) => m.CancelResultSchema,
  );
export const launchResponseSchema = () =>
  import(/* webpackChunkName: "registration-schemas" */ '@cle/contracts/registration-schemas').then(
    (m) => m.LaunchResponseSchema,
  );
export const mediaDownloadsSchema = () =>
  import(/* webpackChunkName: "registration-schemas" */ '@cle/contracts/registration-schemas').then(
    (m) => m.MediaDownloadsSchema,
  );
