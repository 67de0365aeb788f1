import { transcriptTurns, type Locale } from '@lv/domain';

/** A speaker's name as the transcript's language sets it before a colon (French puts a thin space). */
const named = (speaker: string, language: Locale) =>
  language === 'fr' ? `${speaker}\u202f:` : `${speaker}:`;

/**
 * The whole conversation as text in the page (readable without audio, and offline once the
 * episode was opened): one paragraph per turn, the speaker's name first when the turn names one.
 */
export function Transcript({ text, language }: { text: string; language: Locale }) {
  return (
    <div className="flex flex-col gap-4 text-base leading-relaxed text-ink">
      {transcriptTurns(text).map((turn, index) => (
        // The transcript is shown whole and never reordered: a paragraph's place is its key.
        <p key={index} className="whitespace-pre-line">
          {turn.speaker ? (
            <strong className="font-semibold text-primary">{named(turn.speaker, language)} </strong>
          ) : null}
          {turn.text}
        </p>
      ))}
    </div>
  );
}
