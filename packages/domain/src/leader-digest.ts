/*
 * The weekly digest of a village leader (ADR 046): what their members did in the 7 days before
 * it goes, who moved most and who has gone quiet. Members only, never the leader; names as the
 * village view already shows them to its leader.
 */

const DAY = 86_400_000;
/** Days without activity after which a member is named as quiet. */
export const DIGEST_QUIET_DAYS = 14;
/** Quiet members named in the digest at most; the rest are counted. */
export const DIGEST_QUIET_NAMED = 3;

export interface DigestMember {
  name: string;
  /** XP earned in the digest's 7 days. */
  weekXp: number;
  /** Modules completed in the digest's 7 days. */
  weekModules: number;
  /** Last activity (epoch ms), or null: never active. */
  lastActive: number | null;
}

export interface LeaderDigest {
  members: number;
  /** Members who earned XP or completed a module in the 7 days. */
  active: number;
  modules: number;
  /** The member with the most XP in the 7 days (none with 0); ties by name. */
  mostMoved: { name: string; xp: number } | null;
  /** Quiet for DIGEST_QUIET_DAYS or more, longest quiet first (never active first), at most DIGEST_QUIET_NAMED. */
  quiet: string[];
  /** Quiet members not named. */
  quietMore: number;
}

/** The digest of a village's members at `now`; null when it has no member besides its leader. */
export function leaderDigest(members: readonly DigestMember[], now: number): LeaderDigest | null {
  if (members.length === 0) return null;
  const byName = (a: DigestMember, b: DigestMember) => a.name.localeCompare(b.name);
  const top = [...members].sort((a, b) => b.weekXp - a.weekXp || byName(a, b))[0]!;
  const quiet = members
    .filter((m) => m.lastActive === null || now - m.lastActive >= DIGEST_QUIET_DAYS * DAY)
    .sort((a, b) => (a.lastActive ?? -Infinity) - (b.lastActive ?? -Infinity) || byName(a, b));
  return {
    members: members.length,
    active: members.filter((m) => m.weekXp > 0 || m.weekModules > 0).length,
    modules: members.reduce((sum, m) => sum + m.weekModules, 0),
    mostMoved: top.weekXp > 0 ? { name: top.name, xp: top.weekXp } : null,
    quiet: quiet.slice(0, DIGEST_QUIET_NAMED).map((m) => m.name),
    quietMore: Math.max(0, quiet.length - DIGEST_QUIET_NAMED),
  };
}
