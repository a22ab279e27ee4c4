import { DISPLAY_LANGUAGES, type DisplayLanguage } from '@m/contracts';

/**
 * The simulator's content in the site's three display languages (issue 20): banner titles,
 * promotion categories, titles and texts, lottery names and menu tabs, announcement titles and
 * their plain-text contents. The world state keeps
 * the English text (what QA reads and PATCHes); answers of calls that carry a `language`
 * translate it through this table, as a backend's translation catalogue would. A text QA wrote
 * (not in the table) is served as written in every language.
 */

/** 'pt', 'PT', 'pt-BR', 'pt_BR' -> 'pt'; anything else -> 'en'. */
export function contentLanguage(value: unknown): DisplayLanguage {
  const code = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return (DISPLAY_LANGUAGES as readonly string[]).includes(code) ? (code as DisplayLanguage) : 'en';
}

type Translations = Readonly<Record<string, { pt: string; vi: string }>>;

export const CONTENT_TRANSLATIONS: Translations = {
  // Banners (games/catalogue.ts BANNER_TITLES)
  'Welcome bonus 100%': { pt: 'Bônus de boas-vindas 100%', vi: 'Thưởng chào mừng 100%' },
  'Daily cashback 10%': { pt: 'Cashback diário de 10%', vi: 'Hoàn tiền mỗi ngày 10%' },
  'Weekend jackpot race': { pt: 'Corrida do jackpot de fim de semana', vi: 'Đua jackpot cuối tuần' },
  'Refer a friend': { pt: 'Indique um amigo', vi: 'Giới thiệu bạn bè' },
  // Promotion categories (promotions-state.ts)
  Deposit: { pt: 'Depósito', vi: 'Nạp tiền' },
  Lottery: { pt: 'Loteria', vi: 'Xổ số' },
  Slots: { pt: 'Slots', vi: 'Slot' },
  VIP: { pt: 'VIP', vi: 'VIP' },
  Referral: { pt: 'Indicação', vi: 'Giới thiệu' },
  // Promotion titles
  '100% first deposit bonus': { pt: 'Bônus de 100% no primeiro depósito', vi: 'Thưởng 100% lần nạp đầu' },
  'Daily lottery cashback': { pt: 'Cashback diário na loteria', vi: 'Hoàn tiền xổ số mỗi ngày' },
  'Slots weekend reload': { pt: 'Recarga de fim de semana nos slots', vi: 'Thưởng nạp lại slot cuối tuần' },
  'VIP birthday gift': { pt: 'Presente de aniversário VIP', vi: 'Quà sinh nhật VIP' },
  'Lucky spin': { pt: 'Giro da sorte', vi: 'Vòng quay may mắn' },
  'Lottery tournament': { pt: 'Torneio de loteria', vi: 'Giải đấu xổ số' },
  'Summer festival': { pt: 'Festival de verão', vi: 'Lễ hội mùa hè' },
  'Mid-year jackpot race': { pt: 'Corrida do jackpot de meio de ano', vi: 'Đua jackpot giữa năm' },
  'Invite friends': { pt: 'Convide amigos', vi: 'Mời bạn bè' },
  'Loyalty points': { pt: 'Pontos de fidelidade', vi: 'Điểm thân thiết' },
  // Promotion texts
  '<p>Deposit and receive a <strong>100% bonus</strong> up to 500.</p><ul><li>Turnover 10x</li><li>One claim per member</li></ul>': {
    pt: '<p>Deposite e receba um <strong>bônus de 100%</strong> de até 500.</p><ul><li>Rollover de 10x</li><li>Um resgate por membro</li></ul>',
    vi: '<p>Nạp tiền và nhận <strong>thưởng 100%</strong> tối đa 500.</p><ul><li>Doanh thu cược 10 lần</li><li>Mỗi thành viên nhận một lần</li></ul>',
  },
  '<p>Get 5% of your daily lottery losses back.</p>': {
    pt: '<p>Receba de volta 5% das suas perdas diárias na loteria.</p>',
    vi: '<p>Nhận lại 5% số tiền thua xổ số mỗi ngày.</p>',
  },
  '<p>50% reload bonus on slots every weekend.</p>': {
    pt: '<p>Bônus de recarga de 50% nos slots todo fim de semana.</p>',
    vi: '<p>Thưởng nạp lại 50% cho slot mỗi cuối tuần.</p>',
  },
  '<p>VIP members receive a gift in their birthday month.</p>': {
    pt: '<p>Membros VIP recebem um presente no mês do aniversário.</p>',
    vi: '<p>Thành viên VIP nhận quà trong tháng sinh nhật.</p>',
  },
  '<p>Spin the wheel once a day for free prizes.</p>': {
    pt: '<p>Gire a roda uma vez por dia e ganhe prêmios grátis.</p>',
    vi: '<p>Quay vòng quay mỗi ngày một lần để nhận quà miễn phí.</p>',
  },
  '<p>Climb the leaderboard of the weekly lottery tournament.</p>': {
    pt: '<p>Suba no ranking do torneio semanal de loteria.</p>',
    vi: '<p>Leo bảng xếp hạng của giải đấu xổ số hằng tuần.</p>',
  },
  '<p>The summer festival has ended. Thank you for playing!</p>': {
    pt: '<p>O festival de verão terminou. Obrigado por jogar!</p>',
    vi: '<p>Lễ hội mùa hè đã kết thúc. Cảm ơn bạn đã tham gia!</p>',
  },
  '<p>A new jackpot race is coming.</p>': {
    pt: '<p>Uma nova corrida do jackpot está chegando.</p>',
    vi: '<p>Một cuộc đua jackpot mới sắp bắt đầu.</p>',
  },
  '<p>Invite your friends and earn a reward for every friend who deposits.</p>': {
    pt: '<p>Convide seus amigos e ganhe uma recompensa por cada amigo que depositar.</p>',
    vi: '<p>Mời bạn bè và nhận thưởng cho mỗi người bạn nạp tiền.</p>',
  },
  '<p>Earn loyalty points on every bet. Nothing to apply for.</p>': {
    pt: '<p>Ganhe pontos de fidelidade em cada aposta. Não é preciso se inscrever.</p>',
    vi: '<p>Nhận điểm thân thiết với mỗi lần cược. Không cần đăng ký.</p>',
  },
  // Lottery menu tabs (lottery/catalogue.ts)
  'Vietnam Lottery': { pt: 'Loteria do Vietnã', vi: 'Xổ số Việt Nam' },
  'Fast Lottery': { pt: 'Loteria rápida', vi: 'Xổ số nhanh' },
  'RB Stock': { pt: 'RB Stock', vi: 'RB Stock' },
  'GPI Lottery': { pt: 'Loteria GPI', vi: 'Xổ số GPI' },
  // Lottery names (place names stay as they are; Vietnamese gets its diacritics)
  '1-Minute Lotto': { pt: 'Loto 1 Minuto', vi: 'Xổ số 1 phút' },
  '2-Minute Lotto': { pt: 'Loto 2 Minutos', vi: 'Xổ số 2 phút' },
  '3-Minute Lotto': { pt: 'Loto 3 Minutos', vi: 'Xổ số 3 phút' },
  '5-Minute Keno': { pt: 'Keno 5 Minutos', vi: 'Keno 5 phút' },
  '10-Minute Lotto': { pt: 'Loto 10 Minutos', vi: 'Xổ số 10 phút' },
  'Mien Bac': { pt: 'Mien Bac', vi: 'Miền Bắc' },
  'Ho Chi Minh': { pt: 'Ho Chi Minh', vi: 'Hồ Chí Minh' },
  'Da Nang': { pt: 'Da Nang', vi: 'Đà Nẵng' },
  'Thua Thien Hue': { pt: 'Thua Thien Hue', vi: 'Thừa Thiên Huế' },
  'RB Stock 5 Min': { pt: 'RB Stock 5 Min', vi: 'RB Stock 5 phút' },
  // Announcements (seed-register.ts, support-state.ts): titles, and the contents that are plain text
  'Welcome bonus for new members': { pt: 'Bônus de boas-vindas para novos membros', vi: 'Thưởng chào mừng thành viên mới' },
  '<p>Register today and get a <strong>100% first deposit bonus</strong>.</p>': {
    pt: '<p>Cadastre-se hoje e ganhe um <strong>bônus de 100% no primeiro depósito</strong>.</p>',
    vi: '<p>Đăng ký hôm nay và nhận <strong>thưởng 100% cho lần nạp đầu tiên</strong>.</p>',
  },
  'Invite friends, earn rewards': { pt: 'Convide amigos, ganhe recompensas', vi: 'Mời bạn bè, nhận phần thưởng' },
  '<p>Share your link and earn with every friend who plays.</p>': {
    pt: '<p>Compartilhe seu link e ganhe com cada amigo que jogar.</p>',
    vi: '<p>Chia sẻ liên kết của bạn và nhận thưởng với mỗi người bạn tham gia chơi.</p>',
  },
  'Weekend lottery jackpot': { pt: 'Jackpot da loteria de fim de semana', vi: 'Jackpot xổ số cuối tuần' },
  '<p>Every weekend draw carries a bigger jackpot.</p>': {
    pt: '<p>Todo sorteio de fim de semana traz um jackpot maior.</p>',
    vi: '<p>Mỗi kỳ quay cuối tuần có jackpot lớn hơn.</p>',
  },
  'Scheduled maintenance': { pt: 'Manutenção programada', vi: 'Bảo trì theo lịch' },
  '<p>Short maintenance on Sunday 03:00-04:00 UTC.</p>': {
    pt: '<p>Manutenção breve no domingo, das 03:00 às 04:00 UTC.</p>',
    vi: '<p>Bảo trì ngắn vào Chủ nhật, 03:00-04:00 UTC.</p>',
  },
  'New lottery games added': { pt: 'Novos jogos de loteria', vi: 'Đã thêm trò chơi xổ số mới' },
  '<p>Three new <em>instant lottery</em> games are now live.</p>': {
    pt: '<p>Três novos jogos de <em>loteria instantânea</em> já estão no ar.</p>',
    vi: '<p>Ba trò chơi <em>xổ số nhanh</em> mới đã ra mắt.</p>',
  },
  'Deposit channel update': { pt: 'Atualização dos canais de depósito', vi: 'Cập nhật kênh nạp tiền' },
  'Agent commission schedule': { pt: 'Calendário de comissões do agente', vi: 'Lịch trả hoa hồng đại lý' },
  '<p>Commissions are paid every Monday.</p>': { pt: '<p>As comissões são pagas toda segunda-feira.</p>', vi: '<p>Hoa hồng được trả vào mỗi thứ Hai.</p>' },
  '<p>Invite friends and earn rewards on every bet they place.</p>': {
    pt: '<p>Convide amigos e ganhe recompensas em cada aposta que eles fizerem.</p>',
    vi: '<p>Mời bạn bè và nhận thưởng trên mỗi lượt cược của họ.</p>',
  },
  'Weekend bonus': { pt: 'Bônus de fim de semana', vi: 'Thưởng cuối tuần' },
  '<p>Deposit this weekend and receive a <strong>10% bonus</strong>.</p>': {
    pt: '<p>Deposite neste fim de semana e receba um <strong>bônus de 10%</strong>.</p>',
    vi: '<p>Nạp tiền cuối tuần này và nhận <strong>thưởng 10%</strong>.</p>',
  },
};

/** A seeded English text in `language`; any other text as it is. */
export function localise(text: string, language: DisplayLanguage): string {
  if (language === 'en' || !Object.hasOwn(CONTENT_TRANSLATIONS, text)) return text;
  return CONTENT_TRANSLATIONS[text]![language];
}

/**
 * An image URL of the simulated CDN with what its art draws: the language and the title shown
 * beside it, so the picture carries the same words as the answer (`/cdn/banners/m_home-1.svg?lang=pt&title=…`).
 * A URL QA set elsewhere, or one that already has a query, is left alone.
 */
export function artUrl(url: string, language: DisplayLanguage, title: string): string {
  if (!/\/cdn\/(banners|promos)\//.test(url) || url.includes('?')) return url;
  return `${url}?${new URLSearchParams({ lang: language, title }).toString()}`;
}
