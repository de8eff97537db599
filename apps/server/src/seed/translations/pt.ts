/** European Portuguese (PT) demo content: banner captions, notices and popups (terms from docs/glossary/pt.md). */
import type { SeedTranslation } from './types.ts';

export const PT: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Bónus de boas-vindas',
    'Ten thousand slots': 'Dez mil slots',
    'Live casino': 'Casino ao vivo',
    'Provably fair': 'Comprovadamente justo',
    'Login welcome': 'Bem-vindo de volta',
    'Register bonus': 'Bónus de registo',
    'Account help': 'Ajuda com a conta',
    'Invite friends': 'Convide os seus amigos',
    'VIP club': 'Clube VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Bem-vindo à Lotus Play',
      content: 'Obrigado por jogar connosco. Consulte a página de Promoções para ver as ofertas desta semana.',
    },
    'Weekend deposit bonus': {
      title: 'Bónus de depósito ao fim de semana',
      content: 'Os depósitos feitos ao sábado e ao domingo dão direito a um bónus; consulte os termos da promoção.',
    },
    'New slots every week': {
      title: 'Novas slots todas as semanas',
      content: 'Todas as semanas chegam dezenas de novas slots ao lobby RNG.',
    },
    'Scheduled system upgrade': {
      title: 'Atualização programada do sistema',
      content: 'O site será atualizado na terça-feira, 02:00-03:00 UTC; os jogos poderão ficar indisponíveis por breves instantes.',
    },
    'Responsible gaming': {
      title: 'Jogo responsável',
      content: 'Defina limites de depósito na Área de membro e jogue com responsabilidade.',
    },
    'VIP club opening': {
      title: 'Abertura do Clube VIP',
      content: 'O nosso Clube VIP já abriu: quanto mais alto o nível, maiores os bónus semanais.',
    },
    'Invite friends, earn rewards': {
      title: 'Convide amigos e ganhe recompensas',
      content: 'Partilhe o seu código de referência e ganhe uma recompensa por cada amigo que se registar.',
    },
    'Live casino tables extended': {
      title: 'Mais mesas de casino ao vivo',
      content: 'Há agora mais mesas de bacará e roleta ao vivo abertas 24 horas por dia.',
    },
    'Mobile app update': {
      title: 'Atualização da aplicação móvel',
      content: 'Já está disponível uma nova versão da aplicação móvel para iOS e Android.',
    },
    'Lottery draw schedule': {
      title: 'Calendário de sorteios da lotaria',
      content: 'Os sorteios da lotaria seguem o calendário oficial; os resultados são publicados após cada sorteio.',
    },
    'Security reminder': {
      title: 'Lembrete de segurança',
      content: 'Nunca lhe pediremos a palavra-passe. Ative a autenticação de dois fatores na Área de membro.',
    },
    'Customer service hours': {
      title: 'Horário do apoio ao cliente',
      content: 'O apoio ao cliente está disponível 24 horas por dia através do chat ao vivo.',
    },
    'RSG Slots maintenance': {
      title: 'Manutenção das RSG Slots',
      content: 'As RSG Slots estão em manutenção programada. As restantes slots continuam disponíveis.',
    },
    'BTI Sports maintenance': {
      title: 'Manutenção da BTI Sports',
      content: 'A BTI Sportsbook está a ser atualizada; as apostas feitas antes da atualização estão seguras.',
    },
    'New in-house slot': {
      title: 'Nova slot exclusiva',
      content: 'Experimente a <b>Lotus Provably Fair Slot</b>: cada ronda pode ser verificada.',
    },
  },
  noticeSignOff: 'A equipa <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Bem-vindo à Lotus Play',
      content:
        '<p>Registe-se hoje e receba um <b>bónus de boas-vindas de 100%</b> no seu primeiro depósito.</p><ul><li>Milhares de slots</li><li>Casino ao vivo 24/7</li><li>Levantamentos rápidos</li></ul>',
    },
    'Play responsibly': {
      title: 'Jogue com responsabilidade',
      content: '<p>Defina um orçamento e faça pausas. Tem de ter <b>18 anos ou mais</b> para jogar.</p>',
    },
    'Weekend reload bonus': {
      title: 'Bónus de recarga de fim de semana',
      content: '<p>Deposite este fim de semana e receba um <b>bónus de recarga de 20%</b> até ฿2,000. Reclame-o no Centro de recompensas.</p>',
    },
    'Agent commission update': {
      title: 'Alteração à comissão de agente',
      content: '<p>A partir do próximo mês, a comissão passa a ser paga <b>semanalmente</b>. Consulte os detalhes na Área de agente.</p>',
    },
    'Your first-deposit gift': {
      title: 'A sua oferta de primeiro depósito',
      content: '<p>Obrigado por se juntar a nós! Faça o primeiro depósito nos próximos <b>7 dias</b> e desbloqueie 50 rodadas grátis.</p>',
    },
    'VIP cashback week': {
      title: 'Semana de reembolso VIP',
      content: '<p>VIP 3 ou superior: <b>reembolso de 10%</b> das perdas no casino ao vivo esta semana.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Atualização programada do sistema',
      content: '<p>O site será atualizado na segunda-feira, 02:00–04:00 (GMT+7). Os saldos estão seguros.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Convide amigos e ganhe recompensas',
      content: '<p>Partilhe a sua ligação e ganhe <b>5%</b> dos primeiros depósitos dos seus amigos.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Oferta semanal',
    'Live casino cashback': 'Reembolso do casino ao vivo',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 de crédito de bónus',
    '฿100 bonus credit': '฿100 de crédito de bónus',
    '฿500 bonus credit': '฿500 de crédito de bónus',
    'Lotus Play T-shirt': 'T-shirt Lotus Play',
    'Wireless earbuds': 'Auriculares sem fios',
    'Smartphone': 'Smartphone',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Bónus de boas-vindas de ฿500',
      summary: 'Novos membros: candidate-se e receba um bónus de ฿500, libertado após cumprir requisitos de aposta de 5× em qualquer jogo.',
      body: 'Uma candidatura por membro. O bónus é creditado no seu saldo de bónus quando a candidatura for aprovada.\n\nJogue o que quiser: todas as apostas liquidadas contam para os requisitos de aposta de 5× (฿2.500). Quando estiverem cumpridos, o bónus passa a dinheiro que pode levantar.\n\nTem 14 dias a contar da aprovação. Se os requisitos de aposta não forem cumpridos a tempo, o bónus é perdido e fica registado no seu histórico de bónus.',
    },
    'Slots reload ฿200': {
      title: 'Bónus de recarga de slots ฿200',
      summary: 'Um bónus de ฿200 para quem joga slots, libertado após requisitos de aposta de 10× em slots. Levantamento máximo de ฿200.',
      body: 'Só as slots (RNG e slots exclusivas) contam para os requisitos de aposta de 10×, no valor de ฿2.000.\n\nO bónus tem de ser libertado no prazo de 7 dias. No máximo, ฿200 passam a dinheiro.',
    },
    'Live casino weekend ฿300': {
      title: 'Fim de semana de casino ao vivo ฿300',
      summary: 'Jogue bacará e roleta ao vivo este fim de semana: bónus de ฿300, requisitos de aposta de 5× no casino ao vivo.',
      body: 'Só contam as apostas no casino ao vivo. Se quiser, junte à sua candidatura uma captura de ecrã da sua mesa preferida (até 3 imagens).\n\nO bónus tem de ser libertado no prazo de 5 dias após a aprovação.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Caçador de peixes: ฿100 de imediato',
      summary: 'Adira e receba ฿100 de imediato, libertados após requisitos de aposta de 3× em jogos de pesca.',
      body: 'Não precisa de aprovação: o bónus é pago no momento em que adere.\n\nSó os jogos de pesca contam para os requisitos de aposta de 3×, no valor de ฿300. Válido durante 3 dias.',
    },
    'Songkran splash ฿1,000': {
      title: 'Festa da água Songkran ฿1.000',
      summary: 'Brevemente: um bónus de festival de ฿1.000 para todos os membros ativos.',
      body: 'As candidaturas abrem no primeiro dia do festival. Requisitos de aposta de 8× em qualquer jogo, com 10 dias para libertar o bónus.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Envelope vermelho da sorte',
      description: 'Um envelope vermelho por membro, até esgotarem: entre ฿8 e ฿88, creditados no seu saldo de bónus (requisitos de aposta de 3×, 7 dias).',
    },
    'Depositor red envelope': {
      title: 'Envelope vermelho para depositantes',
      description: 'Deposite ฿300 ou mais durante o evento e abra um envelope vermelho com ฿38 a ฿388.',
    },
    'Weekly lucky draw': {
      title: 'Sorteio semanal',
      description: 'Cada ฿100 de apostas válidas esta semana vale um bilhete (até 100). No fim da semana são sorteados três vencedores.',
    },
    'Festival lucky draw': {
      title: 'Sorteio do festival',
      description: 'Bilhetes obtidos com as apostas válidas feitas durante a semana do festival. Os vencedores reclamam o prémio no prazo de 7 dias após o sorteio.',
    },
  },
};
