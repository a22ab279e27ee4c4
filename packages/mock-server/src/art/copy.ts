/**
 * The words the art itself carries beyond the titles it is given: calls to action in the three
 * display languages (contracts DISPLAY_LANGUAGES). Titles come from the URL (the simulator puts the
 * banner's or promotion's own title, in the language asked for, into its image URL).
 */
export type ArtLanguage = 'en' | 'pt' | 'vi';

/** 'pt', 'PT', 'pt-BR' -> 'pt'; anything unknown -> 'en'. */
export function artLanguage(value: unknown): ArtLanguage {
  const code = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return code === 'pt' || code === 'vi' ? code : 'en';
}

export type CtaKind = 'play' | 'claim' | 'join' | 'invite';

export const CTA: Readonly<Record<CtaKind, Readonly<Record<ArtLanguage, string>>>> = {
  play: { en: 'Play now', pt: 'Jogue agora', vi: 'Chơi ngay' },
  claim: { en: 'Claim now', pt: 'Resgate agora', vi: 'Nhận ngay' },
  join: { en: 'Join now', pt: 'Participe já', vi: 'Tham gia ngay' },
  invite: { en: 'Invite friends', pt: 'Convide amigos', vi: 'Mời bạn bè' },
};

/** The call to action a banner's motif suggests (a gift is claimed, a race joined, a friend invited). */
export function ctaKindFor(motif: string): CtaKind {
  if (motif === 'wrapped-gift' || motif === 'money-with-wings' || motif === 'money-bag' || motif === 'birthday-cake') return 'claim';
  if (motif === 'trophy' || motif === 'party-popper') return 'join';
  if (motif === 'handshake') return 'invite';
  return 'play';
}

/** Steps of the iOS install guide's pictures (the page shows its own translated caption). */
export const INSTALL_STEP_MOTIFS = ['outbox-tray', 'plus', 'house'] as const;
