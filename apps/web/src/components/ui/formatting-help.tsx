import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';

/**
 * A short formatting help under a field that takes Markdown (a forum post, a capstone): what to
 * type for each style, with the style itself beside it, behind a disclosure so it takes no room
 * until asked. The learner never reads the word "Markdown".
 */
export function FormattingHelp() {
  const bold = t`bold`;
  const italic = t`italic`;
  const heading = t`A heading`;
  const item = t`A list item`;
  const link = t`link text`;
  const rows: Array<{ typed: string; shown: ReactNode }> = [
    { typed: `**${bold}**`, shown: <strong>{bold}</strong> },
    { typed: `_${italic}_`, shown: <em>{italic}</em> },
    { typed: `## ${heading}`, shown: <span className="font-bold">{heading}</span> },
    { typed: `- ${item}`, shown: <span>• {item}</span> },
    {
      typed: `[${link}](https://…)`,
      shown: <span className="text-primary underline">{link}</span>,
    },
  ];
  return (
    <details className="rounded-lg border border-line bg-white px-3 py-2 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-medium text-primary">
        {t`Formatting help`}
      </summary>
      <table className="mt-2 w-full text-left">
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-4 font-semibold">
              {t`Type`}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t`To get`}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.typed} className="border-t border-line">
              <td className="py-1 pr-4">
                <code className="break-all">{row.typed}</code>
              </td>
              <td className="py-1">{row.shown}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-muted">{t`Leave an empty line between paragraphs.`}</p>
    </details>
  );
}
