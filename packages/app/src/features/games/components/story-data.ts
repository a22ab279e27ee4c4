import type { Banner, Game, VendorInfo } from '@m/contracts';

/** Fixed games for the stories (the shape the simulator serves; images from the built-in CDN path). */
export const storyGame = (over: Partial<Game> = {}): Game => ({
  gameId: 10001,
  code: 'PG_RNG_001',
  remark: 'Golden Riches',
  drawDayOfWeek: '',
  vassalage: 'PG',
  gameClassify: 'JP',
  gameType: 'RNG',
  vendorCode: 'PG',
  roomId: '',
  nodeId: 'N10001',
  gameCode: 'PG_RNG_001',
  gameGroupId: 0,
  lottoMode: '',
  gameName: 'Golden Riches',
  nodeName: 'Golden Riches',
  displayName: 'PG Soft',
  showIcon: true,
  iconUrl: '/cdn/games/pg/golden-riches.svg',
  mobileLargeIcon: '/cdn/games/pg/golden-riches.svg',
  mobileSmallIcon: '/cdn/games/pg/golden-riches.svg',
  isTop: false,
  isNew: false,
  isGameH5: true,
  supportPlay: 0,
  gameClassifyNew: 'JP',
  minBet: 0.1,
  minLine: 20,
  ...over,
});

export const STORY_GAMES: Game[] = [
  storyGame({ isTop: true }),
  storyGame({ gameId: 10002, nodeId: 'N10002', gameName: 'Lucky Fruits', isNew: true, mobileLargeIcon: '/cdn/games/pg/lucky-fruits.svg' }),
  storyGame({
    gameId: 10003,
    nodeId: 'N10003',
    gameName: 'Dragon Temple',
    vassalage: 'JILI',
    displayName: 'JILI',
    mobileLargeIcon: '/cdn/games/jili/dragon-temple.svg',
  }),
  storyGame({
    gameId: 1001,
    nodeId: 'N1001',
    gameName: '1-Minute Lotto',
    gameType: 'LOTT',
    vassalage: 'LOTT',
    vendorCode: 'LOTT',
    displayName: 'Lottery',
    mobileLargeIcon: '/cdn/games/lottery/1-minute-lotto.svg',
  }),
];

export const STORY_VENDORS: VendorInfo[] = ['BGS', 'PG', 'JILI', 'PP', 'CQ9', 'FC'].map((v) => ({
  vassalage: v,
  displayName: v,
  mobileSmallIcon: `/cdn/vendors/${v.toLowerCase()}.svg`,
}));

export const STORY_BANNERS: Banner[] = [1, 2, 3].map((i) => ({
  id: i,
  groupName: 'm_home',
  title: `Banner ${i}`,
  imageUrl: `/cdn/banners/m_home-${i}.svg`,
  linkUrl: i === 1 ? '/m/rng' : '',
  sequence: i,
}));
