import {
  GROWTH_ASSESSMENT_TEXTS,
  GROWTH_DIMENSIONS,
  MIN_GROUP_ANSWERS,
  type GrowthScore,
  type ImpactDashboard,
  type Locale,
} from '@lv/domain';
import { newPdf, pdfBuffer, PDF_COLOURS, printable } from '../../lib/pdf';

/*
 * The Business Impact Dashboard as a one-page PDF for an HR director (ADR 052): the same figures
 * as the screen, the same rule for withheld team figures, in the reader's language. Its input is
 * the dashboard's answer and a few names, so its size is bounded whatever the organisation's.
 */

export interface ImpactReportInput {
  siteName: string;
  dashboard: ImpactDashboard;
  /** 'YYYY-MM-DD', the reader's today. */
  generatedOn: string;
}

const NAME_MAX = 120;

const TEXTS = {
  en: {
    intl: 'en-GB',
    heading: 'Business Impact Dashboard',
    generated: (day: string) =>
      `Made on ${day} from the answers and activity stored on the platform.`,
    people: (n: string) => `${n} people`,
    score: 'Team Transformation Score',
    respondents: (n: string) =>
      `${n} respondents: the mean of each one's first and newest self-assessment`,
    withheld: (n: string, people: string) =>
      `${n} of ${people} people have taken the self-assessment. A team score is shown once ${MIN_GROUP_ANSWERS} have, so nobody's answers can be read from it.`,
    dimension: 'Dimension',
    baseline: 'Baseline',
    latest: 'Latest',
    change: 'Change',
    overall: 'Overall',
    none: 'not enough answers',
    points: (n: string) => `${n} pts`,
    figures: 'Beside the score',
    progress: 'Average journey progress',
    cpd: 'CPD hours',
    actions: 'Actions in the impact log',
    certificates: 'Certificates',
    checks: 'Knowledge checks passed',
    mastery: (p: string) => `${p}% right on average`,
    raters: '360 feedback, before to after',
    notShown: (n: string) =>
      `not shown: ${n} people so far, a team figure needs ${MIN_GROUP_ANSWERS}`,
    roi: (remeasures: number) =>
      `ROI estimate score, first to newest (${remeasures === 0 ? 'no re-measure yet' : remeasures === 1 ? '1 re-measure' : `${remeasures} re-measures`})`,
    roiValue: (first: string, newest: string, change: string) =>
      `${first} to ${newest} (${change})`,
    footer: (site: string) =>
      `${site}. Measured figures of a group are shown only from ${MIN_GROUP_ANSWERS} respondents; nobody's single answers are shown.`,
  },
  fr: {
    intl: 'fr-FR',
    heading: "Tableau de bord de l'impact",
    generated: (day: string) =>
      `Établi le ${day} à partir des réponses et de l'activité enregistrées sur la plateforme.`,
    people: (n: string) => `${n} personnes`,
    score: "Score de transformation d'équipe",
    respondents: (n: string) =>
      `${n} répondants : la moyenne de la première et de la dernière auto-évaluation de chacun`,
    withheld: (n: string, people: string) =>
      `${n} personnes sur ${people} ont fait l'auto-évaluation. Un score d'équipe s'affiche à partir de ${MIN_GROUP_ANSWERS}, pour que personne ne puisse y lire les réponses d'un autre.`,
    dimension: 'Dimension',
    baseline: 'Départ',
    latest: 'Dernière',
    change: 'Évolution',
    overall: 'Score global',
    none: 'pas assez de réponses',
    points: (n: string) => `${n} pts`,
    figures: 'À côté du score',
    progress: 'Progression moyenne dans les parcours',
    cpd: 'Heures de DPC',
    actions: "Actions dans le journal d'impact",
    certificates: 'Certificats',
    checks: 'Quiz de connaissances réussis',
    mastery: (p: string) => `${p} % de bonnes réponses en moyenne`,
    raters: 'Feedback 360, avant et après',
    notShown: (n: string) =>
      `non affiché : ${n} personnes pour l'instant, un chiffre d'équipe en demande ${MIN_GROUP_ANSWERS}`,
    roi: (remeasures: number) =>
      `Score de l'estimation de ROI, de la première à la dernière (${
        remeasures === 0
          ? 'pas encore de nouvelle estimation'
          : remeasures === 1
            ? '1 nouvelle estimation'
            : `${remeasures} nouvelles estimations`
      })`,
    roiValue: (first: string, newest: string, change: string) =>
      `de ${first} à ${newest} (${change})`,
    footer: (site: string) =>
      `${site}. Les chiffres mesurés d'un groupe ne s'affichent qu'à partir de ${MIN_GROUP_ANSWERS} répondants ; les réponses individuelles ne sont jamais affichées.`,
  },
} as const;

/** The dashboard in `locale`: title, the score table (or why it is withheld), then the figures. */
export async function renderImpactReport(
  input: ImpactReportInput,
  locale: Locale,
): Promise<Buffer> {
  const w = TEXTS[locale];
  const d = input.dashboard;
  const num = (n: number) => n.toLocaleString(w.intl);
  const percent = (n: number | null) =>
    n === null ? w.none : locale === 'fr' ? `${num(n)} %` : `${num(n)}%`;
  const signed = (n: number | null) =>
    n === null ? w.none : w.points(`${n > 0 ? '+' : n < 0 ? '−' : ''}${num(Math.abs(n))}`);
  const siteName = printable(input.siteName, NAME_MAX);
  const name = printable(d.name ?? '', NAME_MAX);
  const doc = newPdf({
    title: `${w.heading}: ${name}`,
    author: siteName,
    margin: 48,
    lang: locale,
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.rect(0, 0, doc.page.width, 92).fill(PDF_COLOURS.primary);
  doc.fillColor('#FFFFFF').font('bold').fontSize(22).text(siteName, left, 28, { width });
  doc.font('regular').fontSize(12).text(w.heading, left, 58, { width });
  doc.fillColor(PDF_COLOURS.ink).font('bold').fontSize(18).text(name, left, 116, { width });
  const day = new Date(`${input.generatedOn}T00:00:00Z`).toLocaleDateString(w.intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(PDF_COLOURS.muted)
    .text(`${w.people(num(d.people))} · ${w.generated(day)}`, { width });

  doc.moveDown(1);
  doc.fillColor(PDF_COLOURS.primary).font('bold').fontSize(14).text(w.score, { width });
  doc.moveDown(0.3);
  const { score } = d;
  if (!score.shown || !score.baseline || !score.latest) {
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(PDF_COLOURS.ink)
      .text(w.withheld(num(score.respondents), num(d.people)), { width });
  } else {
    doc
      .font('regular')
      .fontSize(10)
      .fillColor(PDF_COLOURS.muted)
      .text(w.respondents(num(score.respondents)), { width });
    doc.moveDown(0.5);
    const cols = [left, left + width - 240, left + width - 160, left + width - 80];
    const row = (cells: readonly string[], bold = false) => {
      const y = doc.y;
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(10)
        .fillColor(PDF_COLOURS.ink);
      cells.forEach((cell, i) =>
        doc.text(cell, cols[i], y, {
          width: i === 0 ? width - 250 : 76,
          align: i === 0 ? 'left' : 'right',
        }),
      );
      doc.y = Math.max(doc.y, y + 14) + 4;
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .strokeColor(PDF_COLOURS.line)
        .lineWidth(0.5)
        .stroke();
      doc.y += 4;
    };
    const change = score.change;
    row([w.dimension, w.baseline, w.latest, change ? w.change : ''], true);
    const names = GROWTH_ASSESSMENT_TEXTS[locale].dimensions;
    const line = (label: string, pick: (s: GrowthScore) => number | null, bold = false) =>
      row(
        [
          label,
          percent(pick(score.baseline!)),
          percent(pick(score.latest!)),
          change ? signed(pick(change)) : '',
        ],
        bold,
      );
    for (const dim of GROWTH_DIMENSIONS) line(names[dim], (s) => s.dimensions[dim]);
    line(w.overall, (s) => s.overall, true);
  }

  doc.moveDown(1);
  doc
    .fillColor(PDF_COLOURS.primary)
    .font('bold')
    .fontSize(14)
    .text(w.figures, left, doc.y, { width });
  doc.moveDown(0.3);
  const figure = (label: string, value: string) => {
    const y = doc.y;
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(PDF_COLOURS.ink)
      .text(label, left, y, { width: width - 200 });
    doc.font('bold').text(value, left + width - 200, y, { width: 200, align: 'right' });
    doc.y = Math.max(doc.y, y + 14) + 6;
  };
  figure(w.progress, percent(d.averageCompletion));
  figure(w.cpd, num(d.cpdHours));
  figure(w.actions, num(d.impactActions));
  figure(w.certificates, num(d.certificates));
  const mastery =
    d.mastery.shown && d.mastery.averagePercent !== null
      ? ` (${w.mastery(num(d.mastery.averagePercent))})`
      : '';
  figure(w.checks, `${num(d.mastery.checksPassed)}${mastery}`);
  figure(
    w.raters,
    d.raters360.shown && d.raters360.change !== null
      ? signed(d.raters360.change)
      : w.notShown(num(d.raters360.respondents)),
  );
  if (d.roi)
    figure(
      w.roi(d.roi.remeasures),
      w.roiValue(num(d.roi.firstScore), num(d.roi.newestScore), signed(d.roi.change)),
    );

  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(PDF_COLOURS.muted)
    .text(w.footer(siteName), left, doc.y, { width });
  return pdfBuffer(doc);
}
