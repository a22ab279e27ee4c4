import { DISPLAY_LANGUAGES, type DisplayLanguage } from '@m/contracts';

/**
 * The simulator's content in the site's three display languages: banner titles,
 * promotion categories, titles and texts, lottery names and menu tabs, announcements, help items
 * and mail (titles and contents), the customer-service title and the agent contract tiers. Game
 * names other than lottery names (slots, live, fish, sports) are the vendors' own and stay as they
 * are, on the game lists and in the team betting report alike. The world state keeps
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

/** Where a seeded text holds the world's own origin (an image of its CDN): keyed with this mark. */
const ORIGIN = '{origin}';
const ORIGIN_PATTERN = /https?:\/\/[^/"'\s]+(?=\/cdn\/)/;

export const CONTENT_TRANSLATIONS: Translations = {
  // Banners (games/game-catalogue.ts BANNER_TITLES)
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
  // Lottery menu tabs (lottery/lottery-catalogue.ts)
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
  // Customer-service channel title (domains/support.ts)
  'Customer service': { pt: 'Atendimento ao cliente', vi: 'Chăm sóc khách hàng' },
  // Agent contract tiers (domains/agent.ts CONTRACT_TIERS): requirements and rewards, amounts in the language's digit grouping
  'Team valid bet >= 10,000 per day': { pt: 'Apostas válidas da equipe >= 10.000 por dia', vi: 'Cược hợp lệ của đội >= 10.000 mỗi ngày' },
  'Team valid bet >= 50,000 per day': { pt: 'Apostas válidas da equipe >= 50.000 por dia', vi: 'Cược hợp lệ của đội >= 50.000 mỗi ngày' },
  '100 per day': { pt: '100 por dia', vi: '100 mỗi ngày' },
  '600 per day': { pt: '600 por dia', vi: '600 mỗi ngày' },
  'Team profit >= 0 per half month': { pt: 'Lucro da equipe >= 0 por quinzena', vi: 'Lợi nhuận của đội >= 0 mỗi nửa tháng' },
  'Team profit >= 100,000 per half month': {
    pt: 'Lucro da equipe >= 100.000 por quinzena',
    vi: 'Lợi nhuận của đội >= 100.000 mỗi nửa tháng',
  },
  '20% of the team profit': { pt: '20% do lucro da equipe', vi: '20% lợi nhuận của đội' },
  '30% of the team profit': { pt: '30% do lucro da equipe', vi: '30% lợi nhuận của đội' },
  'Team valid bet >= 1,000 per hour': { pt: 'Apostas válidas da equipe >= 1.000 por hora', vi: 'Cược hợp lệ của đội >= 1.000 mỗi giờ' },
  'Team valid bet >= 5,000 per hour': { pt: 'Apostas válidas da equipe >= 5.000 por hora', vi: 'Cược hợp lệ của đội >= 5.000 mỗi giờ' },
  '10 per hour': { pt: '10 por hora', vi: '10 mỗi giờ' },
  '60 per hour': { pt: '60 por hora', vi: '60 mỗi giờ' },
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
  '<p>Commissions are paid every Monday.</p>': {
    pt: '<p>As comissões são pagas toda segunda-feira.</p>',
    vi: '<p>Hoa hồng được trả vào mỗi thứ Hai.</p>',
  },
  '<p>Invite friends and earn rewards on every bet they place.</p>': {
    pt: '<p>Convide amigos e ganhe recompensas em cada aposta que eles fizerem.</p>',
    vi: '<p>Mời bạn bè và nhận thưởng trên mỗi lượt cược của họ.</p>',
  },
  // Reward centre (wallet/wallet-state.ts REWARD_TITLES)
  'Daily check-in bonus': { pt: 'Bônus de check-in diário', vi: 'Thưởng điểm danh hằng ngày' },
  'Weekly cashback': { pt: 'Cashback semanal', vi: 'Hoàn tiền hằng tuần' },
  'VIP upgrade gift': { pt: 'Presente de subida de nível VIP', vi: 'Quà thăng hạng VIP' },
  'First deposit bonus': { pt: 'Bônus de primeiro depósito', vi: 'Thưởng nạp lần đầu' },
  'Birthday gift': { pt: 'Presente de aniversário', vi: 'Quà sinh nhật' },
  // Agent notices (agent-state.ts)
  'New commission table': { pt: 'Nova tabela de comissões', vi: 'Bảng hoa hồng mới' },
  '<p>The team commission table is updated from the 1st of next month.</p>': {
    pt: '<p>A tabela de comissões da equipe é atualizada a partir do dia 1º do próximo mês.</p>',
    vi: '<p>Bảng hoa hồng của đội được cập nhật từ ngày 1 tháng sau.</p>',
  },
  'Dividend payout schedule': { pt: 'Calendário de pagamento de dividendos', vi: 'Lịch chi trả cổ tức' },
  '<p>Dividends are paid on the 1st and the 16th of each month.</p>': {
    pt: '<p>Os dividendos são pagos nos dias 1º e 16 de cada mês.</p>',
    vi: '<p>Cổ tức được chi trả vào ngày 1 và ngày 16 hằng tháng.</p>',
  },
  // The deposit-channel notice (support-state.ts depositChannelNotice; its image is on the world's own origin)
  [`<p>A new deposit channel is available.</p><p>Deposits through it arrive within minutes.</p><p><img src="${ORIGIN}/cdn/promos/promo-1-1.png" alt="100% first deposit bonus"></p><p><a href="/m/activityDetail?id=1">See the first deposit bonus</a></p>`]:
    {
      pt: `<p>Um novo canal de depósito está disponível.</p><p>Os depósitos por ele chegam em minutos.</p><p><img src="${ORIGIN}/cdn/promos/promo-1-1.png" alt="Bônus de 100% no primeiro depósito"></p><p><a href="/m/activityDetail?id=1">Veja o bônus do primeiro depósito</a></p>`,
      vi: `<p>Đã có kênh nạp tiền mới.</p><p>Tiền nạp qua kênh này đến trong vài phút.</p><p><img src="${ORIGIN}/cdn/promos/promo-1-1.png" alt="Thưởng 100% lần nạp đầu"></p><p><a href="/m/activityDetail?id=1">Xem thưởng nạp lần đầu</a></p>`,
    },
  // Help centre (support-state.ts seedHelp)
  'How do I deposit?': { pt: 'Como faço um depósito?', vi: 'Làm thế nào để nạp tiền?' },
  '<p>Open <strong>Deposit</strong> from the menu, choose a channel and follow the steps. Deposits arrive within minutes.</p>': {
    pt: '<p>Abra <strong>Depósito</strong> no menu, escolha um canal e siga os passos. Os depósitos chegam em minutos.</p>',
    vi: '<p>Mở <strong>Nạp tiền</strong> từ menu, chọn một kênh và làm theo các bước. Tiền nạp đến trong vài phút.</p>',
  },
  'How do I withdraw?': { pt: 'Como faço um saque?', vi: 'Làm thế nào để rút tiền?' },
  '<p>Open <strong>Withdraw</strong>, enter the amount and your payment password. Withdrawals are reviewed within 24 hours.</p>': {
    pt: '<p>Abra <strong>Saque</strong>, informe o valor e sua senha de pagamento. Os saques são analisados em até 24 horas.</p>',
    vi: '<p>Mở <strong>Rút tiền</strong>, nhập số tiền và mật khẩu thanh toán. Yêu cầu rút tiền được xét duyệt trong vòng 24 giờ.</p>',
  },
  'Account security': { pt: 'Segurança da conta', vi: 'Bảo mật tài khoản' },
  '<ul><li>Never share your password.</li><li>Change it regularly from the member centre.</li></ul>': {
    pt: '<ul><li>Nunca compartilhe sua senha.</li><li>Troque-a regularmente na central do membro.</li></ul>',
    vi: '<ul><li>Không bao giờ chia sẻ mật khẩu.</li><li>Thường xuyên đổi mật khẩu trong trung tâm thành viên.</li></ul>',
  },
  'Terms and conditions': { pt: 'Termos e condições', vi: 'Điều khoản và điều kiện' },
  '<p>By registering you confirm that you are at least 18 years old and that the registered name is your real name.</p><p>The provider may freeze or close accounts that break these terms.</p>':
    {
      pt: '<p>Ao se cadastrar, você confirma que tem pelo menos 18 anos e que o nome cadastrado é o seu nome verdadeiro.</p><p>O provedor pode congelar ou encerrar contas que violem estes termos.</p>',
      vi: '<p>Khi đăng ký, bạn xác nhận mình đủ 18 tuổi trở lên và tên đăng ký là tên thật của bạn.</p><p>Nhà cung cấp có thể đóng băng hoặc đóng các tài khoản vi phạm các điều khoản này.</p>',
    },
  'Responsible gaming': { pt: 'Jogo responsável', vi: 'Chơi có trách nhiệm' },
  '<p>Games carry financial risk. Play only with money you can afford to lose.</p><p>Set a deposit limit or take a break from the member centre at any time.</p>':
    {
      pt: '<p>Jogos envolvem risco financeiro. Jogue apenas com dinheiro que você pode perder.</p><p>Defina um limite de depósito ou faça uma pausa na central do membro a qualquer momento.</p>',
      vi: '<p>Trò chơi có rủi ro tài chính. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất.</p><p>Bạn có thể đặt hạn mức nạp hoặc tạm nghỉ trong trung tâm thành viên bất cứ lúc nào.</p>',
    },
  // Mail (support-state.ts seedInbox)
  'Your weekly rebate is ready': { pt: 'Seu rebate semanal está disponível', vi: 'Hoàn trả hằng tuần của bạn đã sẵn sàng' },
  '<p>Your rebate of <strong>12.50</strong> was credited to your wallet.</p>': {
    pt: '<p>Seu rebate de <strong>12,50</strong> foi creditado na sua carteira.</p>',
    vi: '<p>Khoản hoàn trả <strong>12,50</strong> đã được cộng vào ví của bạn.</p>',
  },
  'Security notice': { pt: 'Aviso de segurança', vi: 'Thông báo bảo mật' },
  '<p>We noticed a login from a new device.</p><p>If it was not you, change your password in the security centre.</p>': {
    pt: '<p>Notamos um acesso de um novo dispositivo.</p><p>Se não foi você, troque sua senha na central de segurança.</p>',
    vi: '<p>Chúng tôi phát hiện một lần đăng nhập từ thiết bị mới.</p><p>Nếu không phải bạn, hãy đổi mật khẩu trong trung tâm bảo mật.</p>',
  },
  'Welcome to the lottery': { pt: 'Bem-vindo à loteria', vi: 'Chào mừng đến với xổ số' },
  '<p>Try the weekend draw: every ticket counts twice.</p>': {
    pt: '<p>Experimente o sorteio de fim de semana: cada bilhete vale em dobro.</p>',
    vi: '<p>Hãy thử kỳ quay cuối tuần: mỗi vé được tính hai lần.</p>',
  },
  'Deposit received': { pt: 'Depósito recebido', vi: 'Đã nhận tiền nạp' },
  '<p>Your deposit of 100.00 has arrived.</p>': {
    pt: '<p>Seu depósito de 100,00 chegou.</p>',
    vi: '<p>Khoản nạp 100,00 của bạn đã đến.</p>',
  },
  Welcome: { pt: 'Bem-vindo', vi: 'Chào mừng' },
  '<p>Welcome aboard! Your account is ready.</p>': {
    pt: '<p>Boas-vindas! Sua conta está pronta.</p>',
    vi: '<p>Chào mừng bạn! Tài khoản của bạn đã sẵn sàng.</p>',
  },
  'Weekend bonus': { pt: 'Bônus de fim de semana', vi: 'Thưởng cuối tuần' },
  '<p>Deposit this weekend and receive a <strong>10% bonus</strong>.</p>': {
    pt: '<p>Deposite neste fim de semana e receba um <strong>bônus de 10%</strong>.</p>',
    vi: '<p>Nạp tiền cuối tuần này và nhận <strong>thưởng 10%</strong>.</p>',
  },
};

/** A seeded English text in `language`; any other text as it is. A text with the world's origin in it is looked up with that origin as a mark. */
export function localise(text: string, language: DisplayLanguage): string {
  if (language === 'en') return text;
  if (Object.hasOwn(CONTENT_TRANSLATIONS, text)) return CONTENT_TRANSLATIONS[text]![language];
  const origin = ORIGIN_PATTERN.exec(text)?.[0];
  if (origin === undefined) return text;
  const key = text.split(origin).join(ORIGIN);
  return Object.hasOwn(CONTENT_TRANSLATIONS, key) ? CONTENT_TRANSLATIONS[key]![language].split(ORIGIN).join(origin) : text;
}

/**
 * An image URL of the simulated CDN with what its art draws: the language and the title shown
 * beside it, so the picture carries the same words as the answer (`/cdn/banners/m_home-1.svg?lang=pt&title=…`;
 * banners, promotions and game tiles).
 * A URL QA set elsewhere, or one that already has a query, is left alone.
 */
export function artUrl(url: string, language: DisplayLanguage, title: string): string {
  if (!/\/cdn\/(banners|promos|games)\//.test(url) || url.includes('?')) return url;
  return `${url}?${new URLSearchParams({ lang: language, title }).toString()}`;
}
