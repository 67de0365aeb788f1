import { renderCertificate } from '../modules/certificates/certificate-pdf';
import { renderEliteCertificate } from '../modules/certificates/elite-pdf';
import { signAsIssuer } from '../modules/credentials/issuer';
import { verifyCredentialFile } from '../modules/credentials/verify-file';
import { renderCpdStatement } from '../modules/cpd/statement-pdf';
import { renderImpactReport } from '../modules/growth/impact-pdf';
import { renderDataExport } from '../modules/privacy/export-render';

/*
 * The work that runs in the CPU pool's worker threads (PDFs, Open Badges signing, the data export) (lib/cpu-pool.ts, ADR 033), by name. Each
 * takes and gives structured-clonable values; the pool types its callers from this table.
 */
export const CPU_TASKS = {
  certificatePdf: renderCertificate,
  eliteCertificatePdf: renderEliteCertificate,
  cpdStatementPdf: renderCpdStatement,
  impactReportPdf: renderImpactReport,
  signCredential: signAsIssuer,
  verifyCredentialFile,
  dataExport: renderDataExport,
};

export type CpuTasks = typeof CPU_TASKS;
export type CpuTaskName = keyof CpuTasks;
export interface CpuTaskMessage<K extends CpuTaskName = CpuTaskName> {
  name: K;
  args: Parameters<CpuTasks[K]>;
}

/** The worker's entry point (cpu-worker.mjs exports it to piscina). */
export function runCpuTask(message: CpuTaskMessage): Promise<unknown> {
  const task = CPU_TASKS[message.name] as (...args: unknown[]) => Promise<unknown>; // each entry's args are checked at the call site (CpuPool.run)
  return task(...message.args);
}
