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
};
