/** French (FR) demo content: banner captions, notices and popups (terms from docs/glossary/fr.md). */
import type { SeedTranslation } from './types.ts';

export const FR: SeedTranslation = {
  banners: {
    'Welcome bonus': 'Bonus de bienvenue',
    'Ten thousand slots': 'Dix mille machines à sous',
    'Live casino': 'Casino en direct',
    'Provably fair': 'Équité vérifiable',
    'Login welcome': 'Bon retour parmi nous',
    'Register bonus': 'Bonus d\'inscription',
    'Account help': 'Aide pour votre compte',
    'Invite friends': 'Parrainez vos amis',
    'VIP club': 'Club VIP',
  },
  notices: {
    'Welcome to Lotus Play': {
      title: 'Bienvenue sur Lotus Play',
      content: 'Merci de jouer avec nous. Découvrez les offres de la semaine sur la page Promotions.',
    },
    'Weekend deposit bonus': {
      title: 'Bonus de dépôt du week-end',
      content: 'Vos dépôts du samedi et du dimanche donnent droit à un bonus ; voir les conditions de la promotion.',
    },
    'New slots every week': {
      title: 'De nouvelles machines à sous chaque semaine',
      content: 'Des dizaines de nouvelles machines à sous arrivent chaque semaine dans le lobby RNG.',
    },
    'Scheduled system upgrade': {
      title: 'Mise à niveau programmée du système',
      content: 'Le site sera mis à niveau mardi, 02:00-03:00 UTC ; certains jeux pourront être brièvement indisponibles.',
    },
    'Responsible gaming': {
      title: 'Jeu responsable',
      content: 'Fixez vos limites de dépôt dans l\'Espace membre et jouez de manière responsable.',
    },
    'VIP club opening': {
      title: 'Ouverture du Club VIP',
      content: 'Notre Club VIP ouvre ses portes : plus votre niveau est élevé, plus vos bonus hebdomadaires sont importants.',
    },
    'Invite friends, earn rewards': {
      title: 'Parrainez vos amis, gagnez des récompenses',
      content: 'Partagez votre code de parrainage et recevez une récompense pour chaque ami qui s\'inscrit.',
    },
    'Live casino tables extended': {
      title: 'Plus de tables de casino en direct',
      content: 'Davantage de tables de baccarat et de roulette en direct sont désormais ouvertes 24 heures sur 24.',
    },
    'Mobile app update': {
      title: 'Mise à jour de l\'application mobile',
      content: 'Une nouvelle version de l\'application mobile est disponible sur iOS et Android.',
    },
    'Lottery draw schedule': {
      title: 'Calendrier des tirages de la loterie',
      content: 'Les tirages de la loterie suivent le calendrier officiel ; les résultats sont publiés après chaque tirage.',
    },
    'Security reminder': {
      title: 'Rappel de sécurité',
      content: 'Nous ne vous demanderons jamais votre mot de passe. Activez l\'authentification à deux facteurs dans l\'Espace membre.',
    },
    'Customer service hours': {
      title: 'Horaires du service client',
      content: 'Notre service client est joignable 24 heures sur 24 par chat en direct.',
    },
    'RSG Slots maintenance': {
      title: 'Maintenance RSG Slots',
      content: 'RSG Slots fait l\'objet d\'une maintenance programmée. Les autres machines à sous restent disponibles.',
    },
    'BTI Sports maintenance': {
      title: 'Maintenance BTI Sports',
      content: 'BTI Sportsbook est en cours de mise à niveau ; les paris placés avant la mise à niveau ne sont pas affectés.',
    },
    'New in-house slot': {
      title: 'Nouvelle machine à sous maison',
      content: 'Essayez <b>Lotus Provably Fair Slot</b> : chaque partie peut être vérifiée.',
    },
  },
  noticeSignOff: 'L\'équipe <b>Lotus Play</b>',
  announcements: {
    'Welcome to Lotus Play': {
      title: 'Bienvenue sur Lotus Play',
      content:
        '<p>Inscrivez-vous dès aujourd\'hui et profitez d\'un <b>bonus de bienvenue de 100 %</b> sur votre premier dépôt.</p><ul><li>Des milliers de machines à sous</li><li>Casino en direct 24/7</li><li>Retraits rapides</li></ul>',
    },
    'Play responsibly': {
      title: 'Jouez de manière responsable',
      content: '<p>Fixez-vous un budget et faites des pauses. Vous devez avoir <b>18 ans ou plus</b> pour jouer.</p>',
    },
    'Weekend reload bonus': {
      title: 'Bonus de recharge du week-end',
      content: '<p>Déposez ce week-end et recevez un <b>bonus de recharge de 20 %</b> jusqu\'à ฿2,000. Réclamez-le dans le Centre des récompenses.</p>',
    },
    'Agent commission update': {
      title: 'Évolution de la commission des agents',
      content: '<p>À partir du mois prochain, la commission sera versée <b>chaque semaine</b>. Retrouvez tous les détails dans l\'Espace agent.</p>',
    },
    'Your first-deposit gift': {
      title: 'Votre cadeau de premier dépôt',
      content: '<p>Merci de nous avoir rejoints ! Effectuez votre premier dépôt sous <b>7 jours</b> pour débloquer 50 tours gratuits.</p>',
    },
    'VIP cashback week': {
      title: 'Semaine du remboursement VIP',
      content: '<p>VIP 3 et plus : <b>10 % remboursés</b> sur vos pertes au casino en direct cette semaine.</p>',
    },
    'Scheduled system upgrade': {
      title: 'Mise à niveau programmée du système',
      content: '<p>Le site sera mis à niveau lundi, 02:00–04:00 (GMT+7). Vos soldes sont en sécurité.</p>',
    },
    'Invite friends, earn rewards': {
      title: 'Parrainez vos amis, gagnez des récompenses',
      content: '<p>Partagez votre lien et recevez <b>5 %</b> des premiers dépôts de vos amis.</p>',
    },
  },
  rewards: {
    'Weekly gift': 'Cadeau hebdomadaire',
    'Live casino cashback': 'Remboursement casino en direct',
  },
  mallItems: {
    '฿20 bonus credit': '฿20 de crédit bonus',
    '฿100 bonus credit': '฿100 de crédit bonus',
    '฿500 bonus credit': '฿500 de crédit bonus',
    'Lotus Play T-shirt': 'T-shirt Lotus Play',
    'Wireless earbuds': 'Écouteurs sans fil',
    'Smartphone': 'Smartphone',
  },
  promotions: {
    'Welcome bonus ฿500': {
      title: 'Bonus de bienvenue ฿500',
      summary: 'Nouveaux membres : faites votre demande et recevez un bonus de ฿500, débloqué une fois les conditions de mise de 5× remplies, sur tous les jeux.',
      body: 'Une seule demande par membre. Le bonus est crédité sur votre solde bonus dès que votre demande est approuvée.\n\nJouez à n\'importe quel jeu : chaque pari réglé compte pour les conditions de mise de 5× (฿2 500). Une fois celles-ci remplies, le bonus devient de l\'argent réel que vous pouvez retirer.\n\nVous disposez de 14 jours à compter de l\'approbation. Un bonus dont les conditions de mise ne sont pas remplies à temps est perdu et apparaît dans votre historique des bonus.',
    },
    'Slots reload ฿200': {
      title: 'Bonus de recharge machines à sous ฿200',
      summary: 'Un bonus de ฿200 pour les amateurs de machines à sous, débloqué une fois les conditions de mise de 10× remplies sur les machines à sous. Retrait maximum : ฿200.',
      body: 'Seules les machines à sous (RNG et machines à sous maison) comptent pour les conditions de mise de 10×, soit ฿2 000.\n\nLe bonus doit être débloqué sous 7 jours. ฿200 au maximum sont convertis en argent réel.',
    },
    'Live casino weekend ฿300': {
      title: 'Week-end casino en direct ฿300',
      summary: 'Jouez au baccarat et à la roulette en direct ce week-end : bonus de ฿300, conditions de mise de 5× au casino en direct.',
      body: 'Seuls les paris au casino en direct comptent. Si vous le souhaitez, joignez à votre demande une capture d\'écran de votre table préférée (3 images maximum).\n\nLe bonus doit être débloqué dans les 5 jours suivant l\'approbation.',
    },
    'Fish hunter ฿100 instant': {
      title: 'Chasseur de poissons : ฿100 immédiats',
      summary: 'Participez et recevez ฿100 immédiatement, débloqués une fois les conditions de mise de 3× remplies aux jeux de pêche.',
      body: 'Aucune approbation nécessaire : le bonus est versé dès votre participation.\n\nSeuls les jeux de pêche comptent pour les conditions de mise de 3×, soit ฿300. Valable 3 jours.',
    },
    'Songkran splash ฿1,000': {
      title: 'Songkran, la fête de l\'eau : ฿1 000',
      summary: 'Bientôt : un bonus festif de ฿1 000 pour chaque membre actif.',
      body: 'Les demandes ouvrent le premier jour de la fête. Conditions de mise de 8× sur tous les jeux et 10 jours pour débloquer le bonus.',
    },
  },
  giveaways: {
    'Lucky red envelope': {
      title: 'Enveloppe rouge porte-bonheur',
      description: 'Une enveloppe rouge par membre, dans la limite des stocks : de ฿8 à ฿88 à l\'intérieur, ajoutés à votre solde bonus (conditions de mise de 3×, 7 jours).',
    },
    'Depositor red envelope': {
      title: 'Enveloppe rouge des déposants',
      description: 'Déposez ฿300 ou plus pendant l\'événement et ouvrez une enveloppe rouge de ฿38 à ฿388.',
    },
    'Weekly lucky draw': {
      title: 'Tirage au sort hebdomadaire',
      description: 'Chaque tranche de ฿100 de mises valides cette semaine vous rapporte un ticket (100 maximum). Trois gagnants sont tirés au sort à la fin de la semaine.',
    },
    'Festival lucky draw': {
      title: 'Tirage au sort de la fête',
      description: 'Gagnez des tickets grâce à vos mises valides pendant la semaine de la fête. Les gagnants réclament leur prix dans les 7 jours suivant le tirage.',
    },
  },
};
