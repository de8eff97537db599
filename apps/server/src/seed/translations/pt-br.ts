/** Brazilian Portuguese (PT-BR) demo content: banner captions, notices and popups (terms from docs/glossary/pt-br.md). */
import type { SeedTranslation } from './types.ts';

export const PT_BR: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Bônus de boas-vindas',
    'Ten thousand slots': 'Dez mil caça-níqueis',
    'Live casino': 'Cassino ao vivo',
    'Provably fair': 'Comprovadamente justo',
    'Login welcome': 'Bem-vindo de volta',
    'Register bonus': 'Bônus de cadastro',
    'Account help': 'Ajuda com a conta',
    'Invite friends': 'Convide seus amigos',
    'VIP club': 'Clube VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Boas-vindas à Lotus Play',
      content: 'Obrigado por jogar com a gente. Confira a página de Promoções para ver as ofertas da semana.',
    },
    'Weekend deposit bonus': {
      title: 'Bônus de depósito no fim de semana',
      content: 'Depósitos feitos no sábado e no domingo ganham bônus; confira os termos da promoção.',
    },
    'New slots every week': {
      title: 'Novos caça-níqueis toda semana',
      content: 'Dezenas de novos caça-níqueis chegam toda semana ao lobby RNG.',
    },
    'Scheduled system upgrade': {
      title: 'Atualização programada do sistema',
      content: 'O site será atualizado na terça-feira, 02:00-03:00 UTC; os jogos podem ficar fora do ar por alguns instantes.',
    },
    'Responsible gaming': {
      title: 'Jogo responsável',
      content: 'Defina limites de depósito na Central do membro e jogue com responsabilidade.',
    },
    'VIP club opening': {
      title: 'Inauguração do Clube VIP',
      content: 'Nosso Clube VIP está aberto: quanto maior o nível, maiores os bônus semanais.',
    },
    'Invite friends, earn rewards': {
      title: 'Convide amigos e ganhe recompensas',
      content: 'Compartilhe seu código de indicação e ganhe uma recompensa por cada amigo que se cadastrar.',
    },
    'Live casino tables extended': {
      title: 'Mais mesas de cassino ao vivo',
      content: 'Agora há mais mesas de bacará e roleta ao vivo funcionando 24 horas por dia.',
    },
    'Mobile app update': {
      title: 'Atualização do app para celular',
      content: 'Uma nova versão do app para celular já está disponível para iOS e Android.',
    },
    'Lottery draw schedule': {
      title: 'Calendário de sorteios da loteria',
      content: 'Os sorteios da loteria seguem o calendário oficial; os resultados são divulgados após cada sorteio.',
    },
    'Security reminder': {
      title: 'Lembrete de segurança',
      content: 'Nunca vamos pedir sua senha. Ative a autenticação em dois fatores na Central do membro.',
    },
    'Customer service hours': {
      title: 'Horário de atendimento ao cliente',
      content: 'O atendimento ao cliente funciona 24 horas por dia pelo chat ao vivo.',
    },
    'RSG Slots maintenance': {
      title: 'Manutenção do RSG Slots',
      content: 'O RSG Slots está em manutenção programada. Os outros caça-níqueis continuam disponíveis.',
    },
    'BTI Sports maintenance': {
      title: 'Manutenção do BTI Sports',
      content: 'O BTI Sportsbook está sendo atualizado; as apostas feitas antes da atualização estão seguras.',
    },
    'New in-house slot': {
      title: 'Novo caça-níquel exclusivo',
      content: 'Experimente o <b>Lotus Provably Fair Slot</b>: cada giro pode ser verificado.',
    },
  },
  noticeSignOff: 'Equipe <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Boas-vindas à Lotus Play',
      content:
        '<p>Cadastre-se hoje e ganhe um <b>bônus de boas-vindas de 100%</b> no seu primeiro depósito.</p><ul><li>Milhares de caça-níqueis</li><li>Cassino ao vivo 24/7</li><li>Saques rápidos</li></ul>',
    },
    'Play responsibly': {
      title: 'Jogue com responsabilidade',
      content: '<p>Defina um orçamento e faça pausas. É preciso ter <b>18 anos ou mais</b> para jogar.</p>',
    },
    'Weekend reload bonus': {
      title: 'Bônus de recarga de fim de semana',
      content: '<p>Deposite neste fim de semana e receba um <b>bônus de recarga de 20%</b> de até ฿2,000. Resgate na Central de recompensas.</p>',
    },
    'Agent commission update': {
      title: 'Mudança na comissão de agentes',
      content: '<p>A partir do próximo mês, a comissão será paga <b>semanalmente</b>. Veja os detalhes na Central do agente.</p>',
    },
    'Your first-deposit gift': {
      title: 'Seu presente de primeiro depósito',
      content: '<p>Obrigado por se cadastrar! Faça seu primeiro depósito em até <b>7 dias</b> e libere 50 giros grátis.</p>',
    },
    'VIP cashback week': {
      title: 'Semana de reembolso VIP',
      content: '<p>VIP 3 ou superior: <b>reembolso de 10%</b> das perdas no cassino ao vivo nesta semana.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Atualização programada do sistema',
      content: '<p>O site será atualizado na segunda-feira, 02:00–04:00 (GMT+7). Seu saldo está seguro.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Convide amigos e ganhe recompensas',
      content: '<p>Compartilhe seu link e ganhe <b>5%</b> do primeiro depósito dos seus amigos.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Presente semanal',
    'Live casino cashback': 'Reembolso do cassino ao vivo',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 de crédito de bônus',
    '฿100 bonus credit': '฿100 de crédito de bônus',
    '฿500 bonus credit': '฿500 de crédito de bônus',
    'Lotus Play T-shirt': 'Camiseta Lotus Play',
    'Wireless earbuds': 'Fones de ouvido sem fio',
    'Smartphone': 'Smartphone',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Bônus de boas-vindas de ฿500',
      summary: 'Novos membros: solicite e ganhe um bônus de ฿500, liberado após rollover de 5× em qualquer jogo.',
      body: 'Uma solicitação por membro. O bônus cai no seu saldo de bônus assim que a solicitação for aprovada.\n\nJogue o que quiser: toda aposta liquidada conta para o rollover de 5× (฿2.500). Cumprido o rollover, o bônus vira dinheiro que você pode sacar.\n\nVocê tem 14 dias a partir da aprovação. Se o rollover não for cumprido no prazo, o bônus é perdido e aparece no seu histórico de bônus.',
    },
    'Slots reload ฿200': {
      title: 'Bônus de recarga caça-níqueis ฿200',
      summary: 'Bônus de ฿200 para quem joga caça-níqueis, liberado após rollover de 10× em caça-níqueis. Saque máximo de ฿200.',
      body: 'Só os caça-níqueis (RNG e caça-níqueis exclusivos) contam para o rollover de 10×, de ฿2.000.\n\nO bônus precisa ser liberado em até 7 dias. No máximo ฿200 viram dinheiro.',
    },
    'Live casino weekend ฿300': {
      title: 'Fim de semana no cassino ao vivo ฿300',
      summary: 'Jogue bacará e roleta ao vivo neste fim de semana: bônus de ฿300, rollover de 5× no cassino ao vivo.',
      body: 'Só contam apostas no cassino ao vivo. Se quiser, envie com a sua solicitação um print da sua mesa favorita (até 3 imagens).\n\nO bônus precisa ser liberado em até 5 dias após a aprovação.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Caçador de peixes: ฿100 na hora',
      summary: 'Participe e ganhe ฿100 na hora, liberados após rollover de 3× na pescaria.',
      body: 'Não precisa de aprovação: o bônus é creditado assim que você participa.\n\nSó os jogos de pescaria contam para o rollover de 3×, de ฿300. Válido por 3 dias.',
    },
    'Songkran splash ฿1,000': {
      title: 'Banho de Songkran ฿1.000',
      summary: 'Em breve: um bônus de festival de ฿1.000 para todo membro ativo.',
      body: 'As solicitações abrem no primeiro dia do festival. Rollover de 8× em qualquer jogo, com 10 dias para liberar o bônus.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Envelope vermelho da sorte',
      description: 'Um envelope vermelho por membro, enquanto durarem: de ฿8 a ฿88, creditados no seu saldo de bônus (rollover de 3×, 7 dias).',
    },
    'Depositor red envelope': {
      title: 'Envelope vermelho para quem deposita',
      description: 'Deposite ฿300 ou mais durante o evento e abra um envelope vermelho de ฿38 a ฿388.',
    },
    'Weekly lucky draw': {
      title: 'Sorteio semanal',
      description: 'Cada ฿100 em apostas válidas nesta semana vale um bilhete (até 100). Três ganhadores são sorteados no fim da semana.',
    },
    'Festival lucky draw': {
      title: 'Sorteio do festival',
      description: 'Bilhetes pelas apostas válidas feitas na semana do festival. Os ganhadores resgatam o prêmio em até 7 dias após o sorteio.',
    },
  },
};
