/**
 * The PT and VI of every text the ui stories show, keyed by the EN text the stories are written
 * in, so the toolbar's language shows each component with the lengths of a real translation (the
 * site's own wording where the site has the same text: the app's locale files). `{n}` stands for
 * a number in the text. The language check (the app's src/test/language-check.ts) takes every
 * text of the table, and every text a ui story writes, for English when a PT or VI story shows
 * it, but the names below.
 */
export interface StoryText {
  pt: string;
  vi: string;
}

/** Names that read the same in every language: the brand's, a game's, a language's own name. */
export const STORY_NAMES: readonly string[] = ['MockBet', 'Lotto88', 'Mega Lotto', 'Fast 3D', 'Tiếng Việt'];

export const STORY_TEXTS: Record<string, StoryText> = {
  // Shared by several components.
  Back: { pt: 'Voltar', vi: 'Quay lại' },
  Close: { pt: 'Fechar', vi: 'Đóng' },
  Login: { pt: 'Entrar', vi: 'Đăng nhập' },
  Register: { pt: 'Cadastrar', vi: 'Đăng ký' },
  Cancel: { pt: 'Cancelar', vi: 'Hủy' },
  Submit: { pt: 'Enviar', vi: 'Gửi' },
  OK: { pt: 'Entendi', vi: 'Đồng ý' },
  Loading: { pt: 'Carregando', vi: 'Đang tải' },
  'Please wait': { pt: 'Aguarde', vi: 'Vui lòng chờ' },
  Language: { pt: 'Idioma', vi: 'Ngôn ngữ' },
  Home: { pt: 'Início', vi: 'Trang chủ' },
  Member: { pt: 'Membro', vi: 'Hội viên' },
  Promotions: { pt: 'Promoções', vi: 'Khuyến mãi' },
  Deposit: { pt: 'Depósito', vi: 'Nạp tiền' },
  Withdrawal: { pt: 'Saque', vi: 'Rút tiền' },
  Service: { pt: 'Atendimento', vi: 'Hỗ trợ' },
  Messages: { pt: 'Mensagens', vi: 'Tin nhắn' },
  Inbox: { pt: 'Caixa de entrada', vi: 'Hộp thư' },
  Username: { pt: 'Nome de usuário', vi: 'Tên đăng nhập' },
  Password: { pt: 'Senha', vi: 'Mật khẩu' },
  Unread: { pt: 'Não lido', vi: 'Chưa đọc' },
  Announcements: { pt: 'Anúncios', vi: 'Tin tức' },
  'Member centre': { pt: 'Central do membro', vi: 'Trung tâm hội viên' },

  // BackHeader
  Feedback: { pt: 'Sugestões', vi: 'Góp ý' },
  'Change password': { pt: 'Alterar senha', vi: 'Đổi mật khẩu' },
  Refresh: { pt: 'Atualizar', vi: 'Làm mới' },
  'Personal settings and security preferences of the member account': {
    pt: 'Configurações pessoais e preferências de segurança da conta do membro',
    vi: 'Cài đặt cá nhân và tùy chọn bảo mật của tài khoản hội viên',
  },

  // Badge
  '{n} unread': { pt: '{n} não lidas', vi: '{n} chưa đọc' },
  New: { pt: 'Novo', vi: 'Mới' },

  // Button
  'Forgot password?': { pt: 'Esqueceu a senha?', vi: 'Quên mật khẩu?' },
  'Join now': { pt: 'Cadastrar agora', vi: 'Tham gia ngay' },
  'I am at least 18 years old and accept the terms and the privacy policy': {
    pt: 'Tenho pelo menos 18 anos e aceito os termos e a política de privacidade',
    vi: 'Tôi đủ 18 tuổi trở lên và chấp nhận các điều khoản và chính sách bảo mật',
  },
  Primary: { pt: 'Primário', vi: 'Chính' },
  Secondary: { pt: 'Secundário', vi: 'Phụ' },
  Ghost: { pt: 'Fantasma', vi: 'Trong suốt' },
  Link: { pt: 'Link', vi: 'Liên kết' },
  Disabled: { pt: 'Desativado', vi: 'Vô hiệu' },

  // Card
  Today: { pt: 'Hoje', vi: 'Hôm nay' },
  'Deposits 1,200.00 · Bets 3,410.50': { pt: 'Depósitos 1.200,00 · Apostas 3.410,50', vi: 'Nạp tiền 1.200,00 · Cược 3.410,50' },
  'Recent activity': { pt: 'Atividade recente', vi: 'Hoạt động gần đây' },
  'See all': { pt: 'Ver tudo', vi: 'Xem tất cả' },
  'Draw 20260105-08 · closes 18:00': { pt: 'Sorteio 20260105-08 · encerra às 18:00', vi: 'Kỳ 20260105-08 · đóng lúc 18:00' },
  Bet: { pt: 'Apostar', vi: 'Cược' },
  'Your weekly rebate is ready': { pt: 'Seu reembolso semanal está disponível', vi: 'Hoàn trả hàng tuần của bạn đã sẵn sàng' },
  '9 Jan 2026, 09:30': { pt: '9 jan. 2026, 09:30', vi: '9 thg 1, 2026, 09:30' },
  'Security notice': { pt: 'Aviso de segurança', vi: 'Thông báo bảo mật' },
  '8 Jan 2026, 18:05': { pt: '8 jan. 2026, 18:05', vi: '8 thg 1, 2026, 18:05' },

  // ErrorPage
  'System upgrading': { pt: 'Sistema em atualização', vi: 'Hệ thống đang nâng cấp' },
  'System upgrading, please try again later.': {
    pt: 'Sistema em atualização, tente novamente mais tarde.',
    vi: 'Hệ thống đang nâng cấp, vui lòng thử lại sau.',
  },
  'Contact support': { pt: 'Falar com o suporte', vi: 'Liên hệ hỗ trợ' },
  'Access denied': { pt: 'Acesso negado', vi: 'Truy cập bị từ chối' },
  'Sorry, the site is not available in your location.': {
    pt: 'Desculpe, o site não está disponível na sua localização.',
    vi: 'Xin lỗi, trang web không khả dụng tại vị trí của bạn.',
  },
  'Your IP: 203.0.113.7': { pt: 'Seu IP: 203.0.113.7', vi: 'IP của bạn: 203.0.113.7' },
  'Contact service': { pt: 'Falar com o atendimento', vi: 'Liên hệ chăm sóc khách hàng' },

  // FooterMenu
  'Main menu': { pt: 'Menu principal', vi: 'Menu chính' },
  '{n} unread messages': { pt: '{n} mensagens não lidas', vi: '{n} tin nhắn chưa đọc' },
  '{n} unread chats': { pt: '{n} conversas não lidas', vi: '{n} cuộc trò chuyện chưa đọc' },
  'Member centre of the site': { pt: 'Central do membro do site', vi: 'Trung tâm hội viên của trang' },
  'Promotions centre of the site': { pt: 'Central de promoções do site', vi: 'Trung tâm khuyến mãi của trang' },
  'Home centre of the site': { pt: 'Central inicial do site', vi: 'Trung tâm trang chủ của trang' },
  'Deposit centre of the site': { pt: 'Central de depósitos do site', vi: 'Trung tâm nạp tiền của trang' },
  'Service centre of the site': { pt: 'Central de atendimento do site', vi: 'Trung tâm hỗ trợ của trang' },

  // Footer
  'Gambling can be addictive. Please play responsibly. Only players over 18 may take part.': {
    pt: 'Jogos de azar podem viciar. Jogue com responsabilidade. Apenas maiores de 18 anos podem participar.',
    vi: 'Cờ bạc có thể gây nghiện. Hãy chơi có trách nhiệm. Chỉ người chơi trên 18 tuổi được tham gia.',
  },
  '© 2025 Lotto88. All rights reserved.': {
    pt: '© 2025 Lotto88. Todos os direitos reservados.',
    vi: '© 2025 Lotto88. Bảo lưu mọi quyền.',
  },

  // HomeHeader
  'Open side menu': { pt: 'Abrir menu lateral', vi: 'Mở menu bên' },

  // IconButton, Icon
  'Open menu': { pt: 'Abrir menu', vi: 'Mở menu' },
  Share: { pt: 'Compartilhar', vi: 'Chia sẻ' },
  Warning: { pt: 'Aviso', vi: 'Cảnh báo' },

  // LazyImage
  'Lucky 777 slot game': { pt: 'Caça-níquel Lucky 777', vi: 'Trò chơi nổ hũ Lucky 777' },
  'Promotion banner': { pt: 'Banner de promoção', vi: 'Banner khuyến mãi' },
  'Scroll down: the picture starts loading when it comes near.': {
    pt: 'Role para baixo: a imagem começa a carregar quando se aproxima.',
    vi: 'Cuộn xuống: hình ảnh bắt đầu tải khi đến gần.',
  },

  // List
  Records: { pt: 'Registros', vi: 'Lịch sử' },
  '5 Jan 2026, 11:58 · Done': { pt: '5 jan. 2026, 11:58 · Concluído', vi: '5 thg 1, 2026, 11:58 · Hoàn tất' },
  '4 Jan 2026, 09:12 · Pending': { pt: '4 jan. 2026, 09:12 · Pendente', vi: '4 thg 1, 2026, 09:12 · Đang xử lý' },
  '+200.00': { pt: '+200,00', vi: '+200,00' },
  '-50.00': { pt: '-50,00', vi: '-50,00' },

  // LoadError
  'Loading failed, click to retry': { pt: 'Falha ao carregar, toque para tentar novamente', vi: 'Tải thất bại, nhấn để thử lại' },

  // Modal
  'Open popup': { pt: 'Abrir janela', vi: 'Mở cửa sổ' },
  'Log in with your username and password.': {
    pt: 'Entre com seu nome de usuário e senha.',
    vi: 'Đăng nhập bằng tên đăng nhập và mật khẩu của bạn.',
  },
  'Download the app': { pt: 'Baixar o aplicativo', vi: 'Tải ứng dụng' },
  Announcement: { pt: 'Anúncio', vi: 'Thông báo' },
  'Registered successfully': { pt: 'Cadastro concluído', vi: 'Đăng ký thành công' },
  'You are now logged in as player8841. Use this account or your mobile number next time.': {
    pt: 'Você entrou como player8841. Use esta conta ou seu número de celular da próxima vez.',
    vi: 'Bạn đã đăng nhập với tên player8841. Lần sau hãy dùng tài khoản này hoặc số điện thoại của bạn.',
  },
  'Change your password': { pt: 'Altere sua senha', vi: 'Hãy đổi mật khẩu của bạn' },
  'Install guide': { pt: 'Guia de instalação', vi: 'Hướng dẫn cài đặt' },
  'Step 1 of 3': { pt: 'Passo 1 de 3', vi: 'Bước 1 trên 3' },
  'User agreement and privacy policy of the platform, which is a rather long title': {
    pt: 'Termos de uso e política de privacidade da plataforma, um título bem longo',
    vi: 'Thỏa thuận người dùng và chính sách bảo mật của nền tảng, một tiêu đề khá dài',
  },
  'Paragraph {n}: the terms of use apply to every member of the site.': {
    pt: 'Parágrafo {n}: os termos de uso valem para todos os membros do site.',
    vi: 'Đoạn {n}: điều khoản sử dụng áp dụng cho mọi hội viên của trang.',
  },

  // NoData
  'No data': { pt: 'Sem dados', vi: 'Không có dữ liệu' },
  'No favourite games yet': { pt: 'Nenhum jogo favorito ainda', vi: 'Chưa có trò chơi yêu thích' },
  'Browse games': { pt: 'Ver jogos', vi: 'Xem trò chơi' },
  'There are no announcements for your account at the moment. Please check again later.': {
    pt: 'Não há anúncios para a sua conta no momento. Volte mais tarde.',
    vi: 'Hiện không có thông báo nào cho tài khoản của bạn. Vui lòng kiểm tra lại sau.',
  },

  // PullToRefresh
  'Pull down to refresh': { pt: 'Puxe para baixo para atualizar', vi: 'Kéo xuống để làm mới' },
  'Refreshing...': { pt: 'Atualizando...', vi: 'Đang làm mới...' },

  // StatusMark
  'Draws within 24 hours': { pt: 'Sorteios nas próximas 24 horas', vi: 'Mở thưởng trong vòng 24 giờ' },
  'Announcements of the site and the operator': {
    pt: 'Anúncios do site e da operadora',
    vi: 'Thông báo của trang và nhà điều hành',
  },

  // Tabs
  'Registration method': { pt: 'Forma de cadastro', vi: 'Cách đăng ký' },
  'Mobile number': { pt: 'Celular', vi: 'Số điện thoại' },
  'Mail centre': { pt: 'Central de mensagens', vi: 'Trung tâm thư' },
  Notices: { pt: 'Avisos', vi: 'Thông báo' },
  Sent: { pt: 'Enviadas', vi: 'Đã gửi' },
  'Game categories': { pt: 'Categorias de jogos', vi: 'Danh mục trò chơi' },
  Hot: { pt: 'Em alta', vi: 'Nổi bật' },
  Slots: { pt: 'Caça-níqueis', vi: 'Nổ hũ' },
  'Live casino': { pt: 'Cassino ao vivo', vi: 'Sòng bài trực tiếp' },
  Fishing: { pt: 'Pescaria', vi: 'Bắn cá' },
  Sports: { pt: 'Esportes', vi: 'Thể thao' },
  Lottery: { pt: 'Loteria', vi: 'Xổ số' },
  'Card games': { pt: 'Jogos de cartas', vi: 'Game bài' },
  'E-sports': { pt: 'E-sports', vi: 'Thể thao điện tử' },

  // TextField
  'Show password': { pt: 'Mostrar senha', vi: 'Hiện mật khẩu' },
  'Hide password': { pt: 'Ocultar senha', vi: 'Ẩn mật khẩu' },
  'Username must be 4 to 16 letters or digits': {
    pt: 'O nome de usuário deve ter de 4 a 16 letras ou dígitos',
    vi: 'Tên đăng nhập phải gồm 4 đến 16 chữ cái hoặc chữ số',
  },
  Required: { pt: 'Obrigatório', vi: 'Bắt buộc' },
  'Letters and digits only': { pt: 'Apenas letras e dígitos', vi: 'Chỉ chữ cái và chữ số' },
  'Verification code': { pt: 'Código de verificação', vi: 'Mã xác minh' },
  'Get code': { pt: 'Obter código', vi: 'Lấy mã' },
  'Confirm password': { pt: 'Confirmar senha', vi: 'Xác nhận mật khẩu' },
  'The two passwords differ': { pt: 'As duas senhas são diferentes', vi: 'Hai mật khẩu không khớp' },
  '1-16 digits or letters, or the equation result': {
    pt: '1-16 dígitos ou letras, ou o resultado da equação',
    vi: '1-16 chữ số hoặc chữ cái, hoặc kết quả phép tính',
  },

  // TextAreaField
  Comment: { pt: 'Comentário', vi: 'Ghi chú' },
  Remark: { pt: 'Observação', vi: 'Ghi chú' },
  'Describe your question (10 to 200 characters)': {
    pt: 'Descreva sua pergunta (de 10 a 200 caracteres)',
    vi: 'Mô tả câu hỏi của bạn (từ 10 đến 200 ký tự)',
  },
  'Please write 10 to 200 characters.': { pt: 'Escreva de 10 a 200 caracteres.', vi: 'Vui lòng viết từ 10 đến 200 ký tự.' },
  '{n}/140 characters': { pt: '{n}/140 caracteres', vi: '{n}/140 ký tự' },
  '{n}/200 characters': { pt: '{n}/200 caracteres', vi: '{n}/200 ký tự' },
  'Great offer': { pt: 'Ótima oferta', vi: 'Ưu đãi tuyệt vời' },

  // ThemeToggle
  'Switch to dark theme': { pt: 'Mudar para o tema escuro', vi: 'Chuyển sang giao diện tối' },
  'Switch to light theme': { pt: 'Mudar para o tema claro', vi: 'Chuyển sang giao diện sáng' },

  // ToastHost
  'Copied to clipboard': { pt: 'Copiado para a área de transferência', vi: 'Đã sao chép vào bộ nhớ tạm' },
  'Show a toast': { pt: 'Mostrar um aviso', vi: 'Hiện thông báo' },
  'Change saved': { pt: 'Alteração salva', vi: 'Đã lưu thay đổi' },
  'Verification code error': { pt: 'Erro no código de verificação', vi: 'Mã xác minh không đúng' },
  'Sorry, this account does not have permission or the feature is temporarily unavailable.': {
    pt: 'Desculpe, esta conta não tem permissão ou o recurso está temporariamente indisponível.',
    vi: 'Xin lỗi, tài khoản này không có quyền hoặc tính năng tạm thời không khả dụng.',
  },
  'Sent successfully': { pt: 'Enviado com sucesso', vi: 'Gửi thành công' },
  'Wrong username or password': { pt: 'Nome de usuário ou senha incorretos', vi: 'Sai tên đăng nhập hoặc mật khẩu' },

  // VisuallyHidden
  'Only screen readers read this': { pt: 'Só os leitores de tela leem isto', vi: 'Chỉ trình đọc màn hình đọc nội dung này' },
  'Visible text, followed by hidden text:': {
    pt: 'Texto visível, seguido de texto oculto:',
    vi: 'Văn bản hiển thị, tiếp theo là văn bản ẩn:',
  },
};
