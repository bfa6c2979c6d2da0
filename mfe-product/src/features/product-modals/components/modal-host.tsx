// The product page's modals in one chunk, loaded the first time one opens (the product page's JS stays
// within its 200 KB budget: the modals, the tabs and the library lookup are not needed to show it).
import { recordProductEvent } from '../../../lib/analytics';
import type { ActionsSlotProps } from '../../../lib/panel-slots';
import { CalendarModal } from './calendar-modal';
import { DownloadModal } from './download-modal';
import { MaterialsModal } from './materials-modal';
import type { DownloadChoice } from '../modal-rules';
import { CreditModal, RuntimeModal } from './program-info-modals';
import { ShareModal } from './share-modal';
import { usePurchasedPks } from '../api/use-purchased-pks';

export type ModalKind = 'calendar' | 'share' | 'download' | 'materials' | 'runtime' | 'credit';

export interface ModalHostProps {
  which: ModalKind;
  onClose: () => void;
  /** what the product page gave its actions: the variation, its program, segments and credit */
  slot: ActionsSlotProps;
  /** the audio and video versions to download */
  downloads: { audio: DownloadChoice[]; video: DownloadChoice[] };
  shareUrl: string;
}

function OwnedDownloads({
  onClose,
  slot,
  downloads,
}: Pick<ModalHostProps, 'onClose' | 'slot' | 'downloads'>) {
  const { variation: v, masterPk } = slot;
  const { audio, video } = downloads;
  const choices = [...audio, ...video];
  const pks = choices.map((c) => c.pk);
  const owned = usePurchasedPks(masterPk ? [...pks, masterPk] : pks);
  // a segment is owned on its own or through its program (spec 3 §6: parent-program purchasers)
  const ownsProgram = Boolean(masterPk && owned.purchased.has(masterPk));
  const purchasedCodes = new Set(
    choices.filter((c) => owned.purchased.has(c.pk) || (ownsProgram && c.code === v.code)).map((c) => c.code),
  );
  return <DownloadModal open onClose={onClose} audio={audio} video={video} purchasedCodes={purchasedCodes} />;
}

export default function ModalHost(props: ModalHostProps) {
  const { which, onClose, slot } = props;
  const v = slot.variation;
  // what the person chose in the calendar or share modal is recorded against the product
  const record = (detail: string) => {
    if (which === 'calendar' || which === 'share') recordProductEvent(which, v.code, detail);
  };
  switch (which) {
    case 'calendar':
      return <CalendarModal open onClose={onClose} code={v.code} title={v.displayName} onChoose={record} />;
    case 'share':
      return (
        <ShareModal open onClose={onClose} title={v.displayName} url={props.shareUrl} onShare={record} />
      );
    case 'download':
      return <OwnedDownloads {...props} />;
    case 'materials':
      return <MaterialsModal open onClose={onClose} code={v.code} />;
    case 'runtime':
      return (
        <RuntimeModal onClose={onClose} runTimeSeconds={v.runTimeSeconds} segments={slot.segments ?? []} />
      );
    case 'credit':
      return (
        <CreditModal
          onClose={onClose}
          creditHours={v.creditHours}
          jurisdictions={slot.creditJurisdictions ?? []}
        />
      );
  }
}
