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
};
