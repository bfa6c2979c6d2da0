// Certificates and external/carryover credit (spec 2 §7): the list, add/update/delete of external credit,
// and certificate files (upload, download with the original name, bulk zip, delete). Every call sits
// behind the auth guard and acts for the token's subject only: a customerId that is not the caller is 403.
import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import {
  BlobQuerySchema,
  CustomerCertificateParamsSchema,
  CustomerParamsSchema,
  CustomerRegionParamsSchema,
  SupplicantAccessBodySchema,
  SupplicantAccessQuerySchema,
} from '@cle/contracts/requests/credit';
import { fileTypeFromBuffer } from 'file-type';
import yazl from 'yazl';
import { randomBytes } from 'node:crypto';
import {
  BulkDownloadBodySchema,
  CERTIFICATE_FILE_TYPES,
  CertificateInputSchema,
  CertificateListQuerySchema,
  FILE_MESSAGES,
  MAX_CERTIFICATE_FILE_BYTES,
  bulkZipName,
  fileNameProblem,
} from '@cle/contracts/certificate-schemas';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import { listCertificates } from '../certificates/certificate-store';
import { deleteExternalCertificate, saveExternalCertificate } from '../certificates/certificate-save';
import { defaultCertificateFilesDir, localDiskBlobStore } from '../certificates/blob-store';
import type { BlobStore } from '../certificates/blob-store';
import { deleteOwnFile, dropBytesIfUnused, ownFile, ownFiles } from '../certificates/certificate-file-store';
import { creditTypeChoices, jurisdictionChoices } from '../credit/jurisdiction-store';
import { transitionalRegionSks } from '../credit/license-store';
import { recentProviders } from '../credit/tracker-store';
import { sweepUnattachedUploads, UPLOAD_SWEEP_INTERVAL_MS } from '../certificates/upload-sweep';
import { memberFor } from '../credit/admin-access';
import { checkUploadQuota, storeUploadWithinQuota, uploadQuotaFromEnv } from '../certificates/upload-quota';

/** The caller, who must be the customer the path names. */
function customerCaller(req: FastifyRequest, customerId: string): string {
  const p = principalOf(req);
  if (customerId !== p.sub) throw new HttpError(403, 'You can only see and change your own certificates');
  return p.sub;
}

/** RFC 6266: an ASCII fallback plus the UTF-8 name, so the browser saves the original name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

type UploadError = Error & { code?: string };
const UPLOAD_LIMIT_CODES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: FILE_MESSAGES.typeOrSize,
  FST_FILES_LIMIT: FILE_MESSAGES.onlyOne,
  FST_PARTS_LIMIT: FILE_MESSAGES.onlyOne,
  FST_INVALID_MULTIPART_CONTENT_TYPE: FILE_MESSAGES.missing,
};

export async function certificateRoutes(app: Api, opts: { store?: BlobStore } = {}) {
  const db = app.db;
  const store = opts.store ?? localDiskBlobStore(defaultCertificateFilesDir());
  const quota = uploadQuotaFromEnv();
  // multipart only in this plugin's scope: one file, a byte over the limit is detected, few fields
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_CERTIFICATE_FILE_BYTES, files: 2, fields: 5, parts: 8, fieldSize: 1024 },
  });

  // abandoned uploads: once at start, then hourly; a failed sweep is logged and tried again later
  const sweep = () =>
    sweepUnattachedUploads(db, store).catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'));
  const timer = setInterval(sweep, UPLOAD_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));

  recordRoutes(app, store);
  uploadRoute(app, store, quota);
  fileRoutes(app, store);
}

/** The list, supplicant access, external credit and the credit form's options. */
function recordRoutes(app: Api, store: BlobStore) {
  const db = app.db;

  app.post('/user/certificates', { schema: { body: CertificateListQuerySchema } }, async (req) => {
    const body = req.body;
    const sub = customerCaller(req, body.customerId);
    return listCertificates(db, sub, body);
  });

  // S2-ROLES-13: supplicant access, another customer's certificates by their customer (individual) SK.
  // Who qualifies (the spec leaves it open): the roster administrator of an organisation the member
  // belongs to (orgSk in the query) and support staff; everyone else 403 (credit/admin-access.ts).
  app.post(
    '/user/certificates/supplicant-access',
    { schema: { querystring: SupplicantAccessQuerySchema, body: SupplicantAccessBodySchema } },
    async (req) => {
      const q = req.query;
      const member = await memberFor(db, req, { individualSk: q.customerSK, orgSk: q.orgSk });
      const body = { ...req.body, customerId: member.sub ?? '' };
      // a roster member who never signed in has no records: the list is empty
      return listCertificates(db, member.sub ?? '', body);
    },
  );

  for (const action of ['add', 'update'] as const)
    app.post(
      `/credit-tracker/external-Certificate/${action}/:customerId/:region`,
      { schema: { params: CustomerRegionParamsSchema, body: CertificateInputSchema } },
      async (req, reply) => {
        const { customerId, region } = req.params;
        const sub = customerCaller(req, customerId);
        const input = req.body;
        const saved = await saveExternalCertificate(db, sub, region, input, action);
        return reply.code(action === 'add' ? 201 : 200).send(saved);
      },
    );

  app.delete(
    '/credit-tracker/external-Certificate/:customerId/:certificateId',
    { schema: { params: CustomerCertificateParamsSchema } },
    async (req) => {
      const { customerId, certificateId } = req.params;
      const sub = customerCaller(req, customerId);
      const files = await deleteExternalCertificate(db, sub, certificateId);
      for (const f of files) await dropBytesIfUnused(db, store, sub, f.content_sha256);
      return { deleted: certificateId };
    },
  );

  // What the credit form offers: jurisdictions, credit types, and providers for the autocomplete (the
  // caller's own earlier providers first). The tracker's /credit-tracker/providers can replace the last.
  app.get('/user/certificates/form-options', async (req) => {
    const sub = principalOf(req).sub;
    const [jurisdictions, creditTypes, providers, transitional] = await Promise.all([
      jurisdictionChoices(db),
      creditTypeChoices(db),
      recentProviders(db, sub),
      // where saving asks for the transitional level (asksTransitional in certificate-store)
      transitionalRegionSks(db, sub),
    ]);
    return {
      jurisdictions,
      creditTypes,
      providers,
      transitionalRegionSks: transitional,
    };
  });
}

/**
 * The one file of an upload, read whole (at most 5 MB, in memory) and checked: its part's name, its
 * file name, its size and the type its bytes say. 400 with the form's message otherwise.
 */
async function uploadedFile(
  req: FastifyRequest,
): Promise<{ name: string; bytes: Buffer; contentType: string }> {
  if (!req.isMultipart()) throw new HttpError(400, FILE_MESSAGES.missing, 'files');
  const files: { name: string; field: string; bytes: Buffer }[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      files.push({ name: part.filename, field: part.fieldname, bytes });
    }
  } catch (err) {
    const message = UPLOAD_LIMIT_CODES[(err as UploadError).code ?? ''];
    if (message) throw new HttpError(400, message, 'files');
    throw err;
  }
  if (files.length === 0 || files.some((f) => f.field !== 'files'))
    throw new HttpError(
      400,
      files.length ? "Invalid multipart field: use 'files'" : FILE_MESSAGES.missing,
      'files',
    );
  if (files.length > 1) throw new HttpError(400, FILE_MESSAGES.onlyOne, 'files');
  const file = files[0]!;
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) throw new HttpError(400, nameProblem, 'files');
  if (file.name.length > 255) throw new HttpError(400, 'File names are at most 255 characters', 'files');
  if (file.bytes.length === 0 || file.bytes.length > MAX_CERTIFICATE_FILE_BYTES)
    throw new HttpError(400, FILE_MESSAGES.typeOrSize, 'files');
  // the bytes decide the type, never the name or the browser's Content-Type
  const detected = await fileTypeFromBuffer(file.bytes);
  const contentType = detected?.mime;
  if (!contentType || !(contentType in CERTIFICATE_FILE_TYPES))
    throw new HttpError(400, FILE_MESSAGES.typeOrSize, 'files');
  return { name: file.name, bytes: file.bytes, contentType };
}

function uploadRoute(app: Api, store: BlobStore, quota: ReturnType<typeof uploadQuotaFromEnv>) {
  const db = app.db;
  // Every part is read and checked first; the file is stored only when all checks pass.
  app.post('/user/certificates/upload', async (req, reply) => {
    const sub = principalOf(req).sub;
    const file = await uploadedFile(req);
    const contentType = file.contentType;
    // the person's quota (decision 052): a cheap check first, then again as the file is stored
    await checkUploadQuota(db, sub, file.bytes.length, quota);
    const blobName = randomBytes(16).toString('hex');
    let sha: string | undefined;
    try {
      await storeUploadWithinQuota(
        db,
        { blobName, sub, fileName: file.name, contentType, size: file.bytes.length },
        quota,
        async () => (sha = await store.put(sub, file.bytes)),
      );
    } catch (err) {
      if (sha) await dropBytesIfUnused(db, store, sub, sha);
      throw err;
    }
    return reply.code(201).send([{ blobUri: blobName, fileName: file.name }]);
  });
}

/** A file's download, several files as one zip, and a file's removal. */
function fileRoutes(app: Api, store: BlobStore) {
  const db = app.db;

  app.get(
    '/user/certificates/download/:customerId',
    { schema: { params: CustomerParamsSchema, querystring: BlobQuerySchema } },
    async (req, reply) => {
      const { customerId } = req.params;
      const sub = customerCaller(req, customerId);
      const { blobName, fileName } = req.query;
      const row = await ownFile(db, sub, blobName);
      if (!row) throw notFound('File');
      const stream = await store.get(sub, row.content_sha256);
      if (!stream) throw notFound('File');
      const name = fileName && !fileNameProblem(fileName) ? fileName : row.file_name;
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Length', row.size_bytes)
        .header('Content-Disposition', attachment(name))
        .header('X-Content-Type-Options', 'nosniff')
        .send(stream);
    },
  );

  app.post(
    '/user/certificates/download-bulk/:customerId',
    { schema: { params: CustomerParamsSchema, body: BulkDownloadBodySchema } },
    async (req, reply) => {
      const { customerId } = req.params;
      const sub = customerCaller(req, customerId);
      const body = req.body;
      const names = [...new Set(body.blobUris)];
      const rows = await ownFiles(db, sub, names);
      if (rows.length !== names.length) throw notFound('File');
      const streams = [];
      for (const r of rows) {
        const s = await store.get(sub, r.content_sha256);
        if (!s) throw notFound('File');
        streams.push({ row: r, stream: s });
      }
      // a real zip, streamed as it is built; the same name twice gets ' (2)' before its extension
      const zip = new yazl.ZipFile();
      const used = new Map<string, number>();
      for (const { row, stream } of streams) {
        const n = (used.get(row.file_name) ?? 0) + 1;
        used.set(row.file_name, n);
        const dot = row.file_name.lastIndexOf('.');
        const entry =
          n === 1
            ? row.file_name
            : dot > 0
              ? `${row.file_name.slice(0, dot)} (${n})${row.file_name.slice(dot)}`
              : `${row.file_name} (${n})`;
        zip.addReadStream(stream, entry, {
          size: row.size_bytes,
          // JPG and PNG are compressed already
          compress: row.content_type === 'application/pdf',
        });
      }
      zip.end();
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachment(bulkZipName(body.pageNumber ?? 1)))
        .send(zip.outputStream);
    },
  );

  app.delete(
    '/user/certificates/delete-file/:customerId',
    { schema: { params: CustomerParamsSchema, querystring: BlobQuerySchema } },
    async (req) => {
      const { customerId } = req.params;
      const sub = customerCaller(req, customerId);
      const { blobName } = req.query;
      const sha = await deleteOwnFile(db, sub, blobName);
      if (!sha) throw notFound('File');
      await dropBytesIfUnused(db, store, sub, sha);
      return { deleted: blobName };
    },
  );
}
