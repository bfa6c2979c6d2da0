// The download modal (spec 3 §2.2): audio and video choices of an on-demand program. Opening
// preselects the variant the person bought; closing resets the choice. A bought version gives its
// files (the MP4 and the MP3 of a video, the MP3 of an audio version) on links the API signs for the
// person (issue 38); any other choice goes to that version's page to buy it.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { useMediaDownloads } from '../../../lib/registration-api';
import { ModalFrame } from './modal-frame';
import { ACCOUNT_LIBRARY_PATH } from '../../../lib/site-paths';
import { initialDownloadSelection } from '../modal-rules';
import type { DownloadChoice } from '../modal-rules';
import {
  buttonCss,
  choiceGroupFieldsetCss,
  choiceGroupLabelCss,
  choiceGroupLegendCss,
  choiceGroupListCss,
  choiceGroupStrongCss,
  downloadModalBoxCss,
  flushTextCss,
  purchasedFilesListCss,
  mutedTextCss,
} from './download-modal.styles';

function ChoiceGroup({
  legend,
  choices,
  selected,
  purchased,
  onSelect,
  name,
}: {
  legend: string;
  choices: DownloadChoice[];
  selected: string | null;
  purchased: ReadonlySet<string>;
  onSelect: (code: string) => void;
  name: string;
}) {
  if (!choices.length) return null;
  return (
    <fieldset css={choiceGroupFieldsetCss}>
      <legend css={choiceGroupLegendCss}>{legend}</legend>
      <ul css={choiceGroupListCss}>
        {choices.map((c) => (
          <li key={c.code}>
            <label css={choiceGroupLabelCss}>
              <input
                type="radio"
                name={name}
                value={c.code}
                checked={selected === c.code}
                onChange={() => onSelect(c.code)}
              />
              <span>
                {c.displayName}
                {purchased.has(c.code) ? <strong css={choiceGroupStrongCss}> (Purchased)</strong> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const FILE_LABEL = { mp4: 'Download video (MP4)', mp3: 'Download audio (MP3)' } as const;

/** The files of a bought version, on links signed when it is chosen. */
function PurchasedFiles({ choice }: { choice: DownloadChoice }) {
  const { sub, token } = useAuth();
  // keyed by the person (as the player's launch): another sign-in never sees these links
  const { data, error } = useMediaDownloads(choice.code, sub ?? token);
  if (error)
    return (
      <p role="alert" css={flushTextCss}>
        The download links could not be made right now. Try again, or{' '}
        <Link to={ACCOUNT_LIBRARY_PATH}>open My Library</Link>.
      </p>
    );
  if (!data)
    return (
      <p role="status" css={mutedTextCss}>
        Preparing your download links...
      </p>
    );
  // an audio version is its MP3; a video version its MP4, and its sound as an MP3
  const files = data.downloads.filter((d) => choice.media === 'video' || d.format === 'mp3');
  return (
    <ul css={purchasedFilesListCss}>
      {files.map((d) => (
        <li key={d.format}>
          <a href={d.url} download={`cle-${data.code}.${d.format}`} type={d.mimeType} css={buttonCss}>
            {FILE_LABEL[d.format]}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function DownloadModal({
  open,
  onClose,
  audio,
  video,
  purchasedCodes,
}: {
  open: boolean;
  onClose: () => void;
  audio: DownloadChoice[];
  video: DownloadChoice[];
  purchasedCodes: ReadonlySet<string>;
}) {
  const name = useId();
  const all = [...audio, ...video];
  const [selected, setSelected] = useState<string | null>(null);
  const preselect = initialDownloadSelection(all, purchasedCodes);
  // opening preselects the purchased variant; closing resets the selection
  useEffect(() => {
    setSelected(open ? preselect : null);
  }, [open, preselect]);
  const choice = all.find((c) => c.code === selected) ?? null;
  // audio and video are one radio group: one name, one selection
  const oneRadioGroup = { selected, purchased: purchasedCodes, onSelect: setSelected, name };

  return (
    <ModalFrame open={open} onClose={onClose} title="Download">
      <ChoiceGroup legend="Audio" choices={audio} {...oneRadioGroup} />
      <ChoiceGroup legend="Video" choices={video} {...oneRadioGroup} />
      {all.length === 0 ? <p css={flushTextCss}>No downloadable versions of this program.</p> : null}
      <div css={downloadModalBoxCss}>
        {choice && purchasedCodes.has(choice.code) ? (
          <PurchasedFiles choice={choice} />
        ) : choice ? (
          <Link to={choice.url} onClick={onClose} css={buttonCss}>
            Buy this version
          </Link>
        ) : (
          <p css={mutedTextCss}>Choose an audio or video version.</p>
        )}
      </div>
    </ModalFrame>
  );
}
