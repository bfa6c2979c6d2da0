// The licenses page (spec 2 §2): 'Add new license', the list, certificate preferences, the credit
// jurisdictions view with add/edit/delete; 10 skeleton rows while loading; the add-license action
// banner only for signed-in members. Anonymous visitors keep licenses in the LO_Licenses cookie
// (Apply, Remove) and nothing reaches the server.
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { licenseKey } from '@cle/contracts/tracker-schemas';
import type { CreditJurisdiction, License } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { PageFrame } from '@cle/ui/page-frame';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { bareList, colors, linkButtonCss } from '@cle/ui/theme';
import { AddLicenseFlow } from './add-license-flow';
import { LicenseForm } from './license-form';
import {
  addLocal,
  LICENSE_TOASTS,
  localLicensesCookie,
  readLocalLicenses,
  removeLocal,
  shouldSavePreference,
} from './license-rules';
import type { LocalLicense } from './license-rules';
import {
  deleteLicense,
  saveCertificatePreference,
  updateLicense,
  useCreditJurisdictions,
  useLicenses,
} from './use-licenses';

/** S1-CONST-13 / S2-LICENSE-05: ten skeleton rows while licenses load. */
const LICENSE_SKELETON_ROWS = 10;

function LicenseSkeleton() {
  return (
    <ul aria-label="Loading licenses" css={{ ...bareList, display: 'grid', gap: 10 }}>
      {Array.from({ length: LICENSE_SKELETON_ROWS }, (_, i) => (
        <li key={i} data-testid="license-skeleton-row">
          <SkeletonBlock height={44} />
        </li>
      ))}
    </ul>
  );
}

const rowCss = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 12,
  padding: '12px 0',
  borderBottom: `1px solid ${colors.line}`,
} as const;

export function LicensesPage({
  title,
  searchContext = false,
  memberExtras,
}: {
  title: string;
  searchContext?: boolean;
  /** sections composed in by the expose for signed-in members (practice areas) */
  memberExtras?: ReactNode;
}) {
  const auth = useAuth();
  const headingId = useId();
  const jurisdictions = useCreditJurisdictions();
  const licenses = useLicenses();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<License | null>(null);

  useEffect(() => {
    if (licenses.error) toast.show({ content: LICENSE_TOASTS.loadFailed, type: 'alert' });
  }, [licenses.error]);

  const js = jurisdictions.data ?? [];
  const loading =
    !auth.ready || !jurisdictions.data || (auth.isAuthenticated && !licenses.data && !licenses.error);
  return (
    <PageFrame busy={loading}>
      <section aria-labelledby={headingId} css={{ display: 'grid', gap: 20 }}>
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
          <h1 id={headingId} css={{ margin: 0 }}>
            {title}
          </h1>
          {auth.isAuthenticated ? (
            <Button type="button" onClick={() => setAdding(true)}>
              Add new license
            </Button>
          ) : null}
        </div>
        {auth.isAuthenticated ? (
          <div
            role="region"
            aria-label="Add your licenses"
            css={{ background: colors.mist, padding: 16, borderRadius: 4 }}
          >
            Add every license you hold to track your credits in each jurisdiction.{' '}
            <a href="/account/credit/credit-tracker">Open the credit tracker</a>
          </div>
        ) : null}
        {loading ? (
          <LicenseSkeleton />
        ) : auth.isAuthenticated ? (
          <>
            <MemberLicenses
              items={licenses.data?.items ?? []}
              onEdit={setEditing}
              editable={!searchContext}
            />
            <CertificatePreferences
              options={licenses.data?.certificatePreferenceOptions ?? []}
              saved={licenses.data?.selectedCertificatePreference ?? null}
            />
            {memberExtras}
            <CreditJurisdictionsView
              jurisdictions={js}
              held={licenses.data?.items ?? []}
              editable={!searchContext}
              onAdd={() => setAdding(true)}
              onEdit={setEditing}
            />
          </>
        ) : (
          <LocalLicenses jurisdictions={js} />
        )}
      </section>
      {adding ? (
        <AddLicenseFlow
          open
          onClose={() => setAdding(false)}
          jurisdictions={js}
          heldRegions={(licenses.data?.items ?? []).map((l) => l.creditRegion_SK)}
          authenticated={auth.isAuthenticated}
        />
      ) : null}
      {editing ? (
        <Dialog open onClose={() => setEditing(null)} placement="center" aria-label="Edit license">
          <div css={{ padding: 24, display: 'grid', gap: 12 }}>
            <h2 css={{ margin: 0 }}>Edit license</h2>
            <LicenseForm
              jurisdictions={js}
              authenticated
              initial={{
                sk: editing.sk,
                creditClass_SK: editing.creditClass_SK,
                creditRegion_SK: editing.creditRegion_SK,
                stateLicenseNumber: editing.stateLicenseNumber ?? '',
                yearAdmitted: editing.yearAdmitted ?? '',
                complianceGroup_SK: editing.complianceGroup_SK,
              }}
              onCancel={() => setEditing(null)}
              onSubmit={async (body) => {
                try {
                  await updateLicense({ ...body, sk: editing.sk });
                  toast.show({ content: LICENSE_TOASTS.updated, type: 'confirmation' });
                  setEditing(null);
                } catch {
                  toast.show({ content: LICENSE_TOASTS.saveFailed, type: 'alert' });
                }
              }}
            />
          </div>
        </Dialog>
      ) : null}
    </PageFrame>
  );
}

async function remove(l: License) {
  try {
    await deleteLicense(l.sk);
    toast.show({ content: LICENSE_TOASTS.deleted, type: 'confirmation' });
  } catch {
    toast.show({ content: LICENSE_TOASTS.deleteFailed, type: 'alert' });
  }
}

function MemberLicenses({
  items,
  onEdit,
  editable,
}: {
  items: License[];
  onEdit: (l: License) => void;
  editable: boolean;
}) {
  if (!items.length) return <p css={{ margin: 0 }}>You have not added any licenses yet.</p>;
  return (
    <ul aria-label="Your licenses" css={bareList}>
      {items.map((l) => (
        <li key={l.sk} css={rowCss}>
          <div>
            <strong>{l.creditRegionName}</strong> · {l.creditClass}
            <div css={{ color: colors.inkSoft, fontSize: 14 }}>
              {[
                l.stateLicenseNumber && `License ${l.stateLicenseNumber}`,
                l.yearAdmitted && `Admitted ${l.yearAdmitted}`,
                l.complianceGroup,
              ]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </div>
          {editable ? (
            <div css={{ display: 'flex', gap: 12 }}>
              <button
                type="button"
                css={linkButtonCss}
                onClick={() => onEdit(l)}
                aria-label={`Edit ${l.creditRegionName} license`}
              >
                Edit
              </button>
              <button
                type="button"
                css={linkButtonCss}
                onClick={() => void remove(l)}
                aria-label={`Delete ${l.creditRegionName} license`}
              >
                Delete
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function CertificatePreferences({
  options,
  saved,
}: {
  options: { key: number; text: string }[];
  saved: number | null;
}) {
  const [selected, setSelected] = useState<number | null>(saved);
  useEffect(() => setSelected(saved), [saved]);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        // S2-LICENSE-08/09: nothing selected or nothing changed: nothing is sent
        if (!shouldSavePreference(selected, saved)) return;
        try {
          await saveCertificatePreference(selected!);
          toast.show({ content: LICENSE_TOASTS.preferenceSaved, type: 'confirmation' });
        } catch {
          toast.show({ content: LICENSE_TOASTS.preferenceFailed, type: 'alert' });
        }
      }}
    >
      <fieldset css={{ border: `1px solid ${colors.line}`, padding: 16, display: 'grid', gap: 8 }}>
        <legend css={{ fontWeight: 700 }}>Certificate preferences</legend>
        {options.map((o) => (
          <label key={o.key} css={{ display: 'flex', gap: 8 }}>
            <input
              type="radio"
              name="certificate-preference"
              checked={selected === o.key}
              onChange={() => setSelected(o.key)}
            />
            {o.text}
          </label>
        ))}
        <div>
          <Button type="submit" variant="secondary">
            Save preference
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** S2-LICENSE-38..44: every jurisdiction with status, total offered and credits by type. */
function CreditJurisdictionsView({
  jurisdictions,
  held,
  editable,
  onAdd,
  onEdit,
}: {
  jurisdictions: CreditJurisdiction[];
  held: License[];
  editable: boolean;
  onAdd: () => void;
  onEdit: (l: License) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Credit jurisdictions</h2>
      <ul css={bareList}>
        {jurisdictions.map((j) => {
          const mine = held.find((l) => licenseKey(l) === licenseKey(j));
          return (
            <li key={licenseKey(j)} css={rowCss} data-testid="credit-jurisdiction">
              <div>
                <strong>{j.name}</strong> · {j.statusDescription}
                <div css={{ fontSize: 14, color: colors.inkSoft }}>
                  {j.totalOffered} programs offered
                  {j.credits.length
                    ? `: ${j.credits
                        .slice(0, 4)
                        .map((c) => `${c.typeTitle} ${c.creditOffered}`)
                        .join(', ')}`
                    : ''}
                </div>
              </div>
              {editable ? (
                mine ? (
                  <div css={{ display: 'flex', gap: 12 }}>
                    <button
                      type="button"
                      css={linkButtonCss}
                      onClick={() => onEdit(mine)}
                      aria-label={`Edit ${j.name} license`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      css={linkButtonCss}
                      onClick={() => void remove(mine)}
                      aria-label={`Delete ${j.name} license`}
                    >
                      Delete
                    </button>
                  </div>
                ) : (
                  <button
                    type="button"
                    css={linkButtonCss}
                    onClick={onAdd}
                    aria-label={`Add ${j.name} license`}
                  >
                    Add
                  </button>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Logged-out visitors: licenses live in the LO_Licenses cookie only (S2-ROLES-03..05). */
function LocalLicenses({ jurisdictions }: { jurisdictions: CreditJurisdiction[] }) {
  const [local, setLocal] = useState<LocalLicense[]>(() => readLocalLicenses(document.cookie));
  const [formKey, setFormKey] = useState(0);
  const store = (next: LocalLicense[]) => {
    document.cookie = localLicensesCookie(next);
    setLocal(next);
  };
  const names = new Map(jurisdictions.map((j) => [licenseKey(j), j]));
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <p css={{ margin: 0 }}>
        Choose the jurisdictions you hold licenses in. They are kept in this browser only.
      </p>
      <LicenseForm
        key={formKey}
        jurisdictions={jurisdictions}
        authenticated={false}
        submitLabel="Apply"
        onSubmit={(body) => {
          store(
            addLocal(local, { creditClass_SK: body.creditClass_SK, creditRegion_SK: body.creditRegion_SK }),
          );
          setFormKey(formKey + 1);
        }}
      />
      <ul aria-label="Your licenses" css={bareList}>
        {local.map((l) => {
          const j = names.get(licenseKey(l));
          return (
            <li key={licenseKey(l)} css={rowCss}>
              <span>
                <strong>{j?.name ?? `Region ${l.creditRegion_SK}`}</strong> · {j?.creditClass}
              </span>
              <button
                type="button"
                css={linkButtonCss}
                onClick={() => store(removeLocal(local, l))}
                aria-label={`Remove ${j?.name ?? ''}`}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
