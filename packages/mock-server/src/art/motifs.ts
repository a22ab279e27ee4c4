/**
 * Motifs of the simulated CDN's art: which Fluent Emoji (MIT, @iconify-json/fluent-emoji 1.2.7)
 * stands for a word. A game, banner or promotion gets the motif of the first row of MOTIF_KEYWORDS
 * with a keyword among its name's words, else one picked by a hash of the name from FALLBACK_MOTIFS. `scripts/art-emoji.ts` extracts exactly the symbols named here into
 * emoji.generated.ts, so a /cdn answer carries only the symbols it uses.
 */

import { fnv1a } from '../engine/seeded/hash';

/**
 * Motif -> keywords (lower case; English, Portuguese and Vietnamese, one word or two), in
 * priority order: the first row with a keyword in the name wins, wherever the word stands, so a
 * title and its translations get the same picture ("Lottery tournament", "Torneio de loteria",
 * "Giải đấu xổ số" are all a trophy).
 */
export const MOTIF_KEYWORDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  // Promotions and banners first: their titles mix these with game words.
  [
    'handshake',
    [
      'refer',
      'invite',
      'friend',
      'friends',
      'referral',
      'indique',
      'convide',
      'amigo',
      'amigos',
      'indicação',
      'giới thiệu',
      'mời',
      'bạn bè',
    ],
  ],
  ['birthday-cake', ['birthday', 'aniversário', 'sinh nhật']],
  ['trophy', ['tournament', 'leaderboard', 'race', 'torneio', 'corrida', 'giải đấu', 'đua']],
  ['money-with-wings', ['cashback', 'reload', 'recarga', 'hoàn tiền', 'bonanza']],
  ['wrapped-gift', ['welcome', 'bonus', 'bônus', 'gift', 'presente', 'boas vindas', 'thưởng', 'quà', 'chào mừng']],
  ['party-popper', ['festival', 'carnival', 'carnaval', 'lễ hội']],
  ['glowing-star', ['loyalty', 'points', 'fidelidade', 'pontos', 'thân thiết']],
  // Animals and legends
  ['tiger', ['tiger', 'tigre', 'hổ']],
  ['dragon', ['dragon', 'dragão', 'rồng']],
  ['panda', ['panda']],
  ['lion', ['lion', 'leão']],
  ['unicorn', ['unicorn']],
  ['rooster', ['rooster', 'cockfight', 'arena', 'sv388', 'galo', 'gà']],
  // Sea
  ['shark', ['shark', 'tubarão']],
  ['spouting-whale', ['whale']],
  ['fishing-pole', ['fishing', 'catch', 'pesca', 'câu cá']],
  ['tropical-fish', ['fish', 'peixe', 'cá']],
  ['coral', ['reef']],
  ['bow-and-arrow', ['hunter']],
  ['water-wave', ['ocean']],
  // Tables and cards
  ['mahjong-red-dragon', ['mahjong']],
  ['game-die', ['sic bo', 'dice']],
  ['bullseye', ['roulette']],
  ['spade-suit', ['blackjack']],
  ['joker', ['poker']],
  ['flower-playing-cards', ['baccarat', 'teen patti', 'rummy', 'tongits', 'cards']],
  // Sports
  ['video-game', ['esports']],
  ['soccer-ball', ['sports', 'sportsbook', 'football', 'esportes', 'thể thao']],
  // Lottery
  ['input-numbers', ['keno', 'pick']],
  ['chart-increasing', ['stock']],
  ['pool-8-ball', ['lotto', 'ball', 'loto']],
  ['admission-tickets', ['lottery', 'loteria', 'xổ số']],
  // Themes of a name ("Samba", "Rio", "Wild") before the words of fortune they qualify
  ['crystal-ball', ['mystic']],
  ['maracas', ['samba']],
  ['parrot', ['rio']],
  ['palm-tree', ['jungle']],
  ['fire', ['fire', 'wild', 'phoenix']],
  ['high-voltage', ['neon']],
  ['sparkles', ['mega', 'super']],
  ['ringed-planet', ['cosmic']],
  ['pirate-flag', ['pirate']],
  // Fortune
  ['money-bag', ['jackpot', 'fortune', 'riches', 'rich', 'deposit', 'depósito', 'nạp']],
  ['four-leaf-clover', ['lucky', 'luck', 'clover', 'sorte', 'may mắn']],
  ['crown', ['royal', 'queen', 'king', 'vip', 'empire']],
  ['gem-stone', ['treasure', 'gem', 'gems', 'diamond']],
  ['coin', ['golden', 'gold', 'coin', 'coins']],
  ['hindu-temple', ['temple']],
  // Generic slot words last: a themed word beside them wins ("Samba Spins" is maracas).
  ['cherries', ['fruit', 'fruits', 'cherry']],
  ['slot-machine', ['spin', 'spins', 'reels', 'slots', 'slot', 'giro', 'vòng quay']],
  ['ferris-wheel', ['wheel']],
];

/** Motifs for a name with no keyword, picked by a hash of the name. */
export const FALLBACK_MOTIFS: readonly string[] = [
  'slot-machine',
  'gem-stone',
  'coin',
  'sparkles',
  'four-leaf-clover',
  'crown',
  'glowing-star',
  'money-bag',
  'party-popper',
  'fire',
];

/** Motifs used by the compositions themselves (decoration, install steps, lottery balls). */
export const DECORATION_MOTIFS: readonly string[] = ['coin', 'sparkles', 'outbox-tray', 'plus', 'mobile-phone', 'house'];

/** Every symbol the art module may draw (the generator extracts these, sorted). */
export const ALL_MOTIFS: readonly string[] = [
  ...new Set([...MOTIF_KEYWORDS.map(([motif]) => motif), ...FALLBACK_MOTIFS, ...DECORATION_MOTIFS]),
].sort();

/** Words of a name, lower case, split on anything that is not a letter or digit (Unicode-aware). */
export const wordsOf = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The motif of a name: the first row of MOTIF_KEYWORDS with one of its keywords among the name's
 * words (two-word keywords such as "sic bo" or "xổ số" as adjacent words), else a fallback picked
 * by the name's hash.
 */
export function motifFor(name: string): string {
  const words = wordsOf(name);
  const present = new Set(words);
  for (let i = 0; i + 1 < words.length; i++) present.add(`${words[i]} ${words[i + 1]}`);
  for (const [motif, keywords] of MOTIF_KEYWORDS) if (keywords.some((k) => present.has(k))) return motif;
  return FALLBACK_MOTIFS[fnv1a(name) % FALLBACK_MOTIFS.length]!;
}
