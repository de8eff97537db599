/** Russian (RU) demo content: banner captions, notices and popups (terms from docs/glossary/ru.md). */
import type { SeedTranslation } from './types.ts';

export const RU: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Приветственный бонус',
    'Ten thousand slots': 'Десять тысяч слотов',
    'Live casino': 'Лайв-казино',
    'Provably fair': 'Доказуемо честная игра',
    'Login welcome': 'С возвращением',
    'Register bonus': 'Бонус за регистрацию',
    'Account help': 'Помощь с аккаунтом',
    'Invite friends': 'Пригласите друзей',
    'VIP club': 'VIP-клуб',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Добро пожаловать в Lotus Play',
      content: 'Спасибо, что играете с нами. Предложения этой недели ждут вас на странице «Акции».',
    },
    'Weekend deposit bonus': {
      title: 'Бонус на пополнение в выходные',
      content: 'За пополнения в субботу и воскресенье начисляется бонус; подробности — в условиях акции.',
    },
    'New slots every week': {
      title: 'Новые слоты каждую неделю',
      content: 'Каждую неделю в лобби RNG появляются десятки новых слотов.',
    },
    'Scheduled system upgrade': {
      title: 'Плановое обновление системы',
      content: 'Во вторник, 02:00-03:00 UTC, сайт будет обновляться; игры могут быть ненадолго недоступны.',
    },
    'Responsible gaming': {
      title: 'Ответственная игра',
      content: 'Установите лимиты пополнений в личном кабинете и играйте ответственно.',
    },
    'VIP club opening': {
      title: 'Открытие VIP-клуба',
      content: 'Наш VIP-клуб открыт: чем выше уровень, тем больше еженедельные бонусы.',
    },
    'Invite friends, earn rewards': {
      title: 'Приглашайте друзей — получайте награды',
      content: 'Поделитесь реферальным кодом и получайте награду за каждого друга, который к нам присоединится.',
    },
    'Live casino tables extended': {
      title: 'Больше столов в лайв-казино',
      content: 'Ещё больше столов баккара и рулетки в лайв-казино работают круглосуточно.',
    },
    'Mobile app update': {
      title: 'Обновление мобильного приложения',
      content: 'Доступна новая версия мобильного приложения для iOS и Android.',
    },
    'Lottery draw schedule': {
      title: 'Расписание тиражей лотереи',
      content: 'Тиражи лотереи проводятся по официальному расписанию; результаты публикуются после каждого тиража.',
    },
    'Security reminder': {
      title: 'Напоминание о безопасности',
      content: 'Мы никогда не запрашиваем ваш пароль. Включите двухфакторную аутентификацию в личном кабинете.',
    },
    'Customer service hours': {
      title: 'Часы работы службы поддержки',
      content: 'Служба поддержки на связи 24 часа в сутки в онлайн-чате.',
    },
    'RSG Slots maintenance': {
      title: 'Технические работы в RSG Slots',
      content: 'В RSG Slots проводятся плановые технические работы. Остальные слоты доступны.',
    },
    'BTI Sports maintenance': {
      title: 'Технические работы в BTI Sports',
      content: 'BTI Sportsbook обновляется; ставки, сделанные до обновления, в безопасности.',
    },
    'New in-house slot': {
      title: 'Новый собственный слот',
      content: 'Попробуйте <b>Lotus Provably Fair Slot</b>: каждый спин можно проверить.',
    },
  },
  noticeSignOff: 'Команда <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Добро пожаловать в Lotus Play',
      content:
        '<p>Зарегистрируйтесь сегодня и получите <b>приветственный бонус 100%</b> на первый депозит.</p><ul><li>Тысячи слотов</li><li>Лайв-казино 24/7</li><li>Быстрый вывод средств</li></ul>',
    },
    'Play responsibly': {
      title: 'Играйте ответственно',
      content: '<p>Установите себе бюджет и делайте перерывы. Играть можно только <b>с 18 лет</b>.</p>',
    },
    'Weekend reload bonus': {
      title: 'Релоад-бонус выходного дня',
      content: '<p>Пополните счёт в эти выходные и получите <b>релоад-бонус 20%</b> до ฿2,000. Забрать бонус можно в центре наград.</p>',
    },
    'Agent commission update': {
      title: 'Изменения в выплате комиссии агентам',
      content: '<p>Со следующего месяца комиссия выплачивается <b>еженедельно</b>. Подробности — в кабинете агента.</p>',
    },
    'Your first-deposit gift': {
      title: 'Подарок за первый депозит',
      content: '<p>Спасибо, что вы с нами! Сделайте первый депозит в течение <b>7 дней</b> и получите 50 фриспинов.</p>',
    },
    'VIP cashback week': {
      title: 'Неделя возврата проигрышей для VIP',
      content: '<p>Для VIP 3 и выше: <b>возврат 10%</b> проигрышей в лайв-казино на этой неделе.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Плановое обновление системы',
      content: '<p>В понедельник, 02:00–04:00 (GMT+7), сайт будет обновляться. Ваш баланс в безопасности.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Приглашайте друзей — получайте награды',
      content: '<p>Поделитесь своей ссылкой и получайте <b>5%</b> от первых депозитов ваших друзей.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Еженедельный подарок',
    'Live casino cashback': 'Возврат проигрышей в лайв-казино',
  },
  mallItems: {
    '฿20 bonus credit': 'Бонус ฿20',
    '฿100 bonus credit': 'Бонус ฿100',
    '฿500 bonus credit': 'Бонус ฿500',
    'Lotus Play T-shirt': 'Футболка Lotus Play',
    'Wireless earbuds': 'Беспроводные наушники',
    'Smartphone': 'Смартфон',
  },
};
