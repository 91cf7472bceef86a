import type { LanguageLexicon } from '../language-lexicon';
import { fold, LETTERS as L, foldedWordsPattern as words } from '../rubric-text';

// French, read word by word without accents ("préparé" as "prepare"); an elided article is a word of
// its own ("l'examen" is "l" and "examen"), so the lists name words without it.

const NUMBER = `(?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|quinze|vingt|trente|cinquante|quelques)`;
const UNITS = `(?:mots?|phrases?|lignes?|paragraphes?|points?|puces?|éléments?|idées?|questions?|étapes?|minutes?|min|heures?|jours?|nuits?|semaines?|mois|pages?|caractères?|options?|exemples?|conseils?|recettes?|euros?|dollars?|personnes?|portions?|parts?|diapos?|diapositives?|sections?|parties?|lieux|endroits?|activités?|repas|plats?|termes?|sujets?|thèmes?)`;

const fr: LanguageLexicon = {
  reads: 'words',
  commonWords: `
    a à au aux avec chez dans de des du en entre par pour sans sous sur vers le la les l un une d j
    qu c s n m t et ou mais donc or ni car que qui quoi dont où si ne pas plus moins très trop peu
    beaucoup tout toute tous toutes autre autres ce cet cette ces ça cela ceci je tu il elle on nous
    vous ils elles me te se moi toi lui leur leurs mon ma mes ton ta tes son sa ses notre nos votre
    vos est sont suis es sommes êtes était été être ai as avons avez ont avoir fait faire peux peut
    pouvez pourrais pourriez veux voudrais veut besoin merci bonjour salut aussi seulement quelque
    quelques chose choses rien chaque quel quelle quels quelles comment quand pourquoi combien ici
    alors bien bon bonne mieux prompt assistant ia intelligence artificielle chatgpt réponse réponses
    écris écrire donne dis aide utilise inclus exemple exemples y il s'il plaît plait
  `,
  numbers: {
    deux: '2',
    trois: '3',
    quatre: '4',
    cinq: '5',
    six: '6',
    sept: '7',
    huit: '8',
    neuf: '9',
    dix: '10',
    douze: '12',
    quinze: '15',
    vingt: '20',
    trente: '30',
  },
  glossary: `
    recipe: recette*
    meal: dîner*, repas, déjeuner*, souper*, cuisiner, cuisinons, plat, plats
    ingredient: ingrédient*, produit*, aliment*
    time: temps, minute*, heure*, rapide*, vite
    equipment: poêle*, four, fours, micro-ondes, plaque*, cuisinière*, équipement*, casserole*, cuisine
    diet: régime*, végétarien*, végan*, vegan*, allergi*
    summary: résum*, synthès*
    notes: note, notes, prise de notes
    quiz: quiz, questionnaire*, test, tests, interro*
    exam: examen*, partiel*
    revise: révis*, revoir
    trip: voyag*, séjour*, visite*, vacances, escapade*
    city: ville*
    weekend: week-end*, weekend*
    day: jour, jours, journée*, quotidien*
    week: semaine*
    plan: plan, plans, planifi*, planning*, programme*, itinéraire*
    budget: budget*, coût*, prix, argent, pas cher, bon marché, dépense*
    transport: transport*, voiture*, bus, métro*, à pied, marcher, vélo*
    interest: intérêt*, intéresse, intéressent, intéressé*, passion*, aime, aimons, adore*, loisir*, hobby*
    friend: ami, amie, amis, amies, copain*, copine*
    letter: lettre*
    job: travail, emploi*, poste*, job*, boulot*
    bookshop: librairie*, livre*
    question: question*
    presentation: présentation*, exposé*, diapo*
    research: recherche*
    topic: sujet*, thème*
    microplastics: microplastique*
    water: eau, eaux
    keyword: mot-clé, mots-clés, mot clé, mots clés, synonyme*
    explain: expliqu*, explication*
    concept: concept*, idée*, notion*
    analogy: analogie*, comparaison*, métaphore*
    level: niveau*, débutant*, novice*
    chemistry: chimie*
    mole: mole, moles
    understand: compren*, compris*, vérifi*
    course: cours, formation*
    statistics: statistique*
    probability: probabilité*
    hypothesis: hypothèse*
    regression: régression*
    weak: faible*
    economics: économie*
    supply: offre, offres
    demand: demande, demandes
    elasticity: élasticité*
    market: marché*
    sheet: fiche*, antisèche*, feuille*
    page: page*
    section: section*, partie*, rubrique*
    table: tableau*
    term: terme*
    gap: lacune*, manque*, manquant*, flou*, pas clair
    invent: invent*
    packing: bagage*, valise*
    checklist: checklist*, check-list*, liste de contrôle
    hiking: randonnée*, rando
    mountain: montagne*
    october: octobre
    list: liste*
    email: e-mail*, email*, courriel*, mail, mails
    plain: simple*
    practice: exercice*, entraînement*, pratique*
    flashcards: flashcard*, carte*
  `,
  patterns: {
    context: [
      words(`
        j'ai | je n'ai que | nous avons | on a | je suis | nous sommes | on est | je viens de
        je travaille | j'étudie | je vis | j'habite | je prépare | je me prépare | je vais | nous allons
        on va | je pars | nous partons | on part | (?:j'|nous )(?:aime|adore|aimons|adorons|préfère|préférons)
        on aime | on adore | mon ami et moi | mon amie et moi | parce que | car | puisque | comme j'ai
        afin de | pour que | pour pouvoir | mon objectif | objectif | mon but | contexte | situation
        actuellement | en ce moment | la semaine prochaine | demain | ce soir | ce week-end | ce weekend
      `),
    ],
    audience: [
      words(`
        tu es | vous êtes | agis comme | agissez comme | joue le rôle | jouez le rôle | fais comme si
        imagine que tu es | imaginez que vous êtes | dans le rôle | rôle | en tant que
        comme (?:un|une) (?:expert|experte|professeur|prof|tuteur|tutrice|coach|chef|cuisinier|cuisinière|guide|éditeur|mentor|ami|amie|bibliothécaire|recruteur|conseiller|conseillère)${L}
        pour (?:un |une |mon |ma |mes |le |la |les |des |notre |nos )?(?:débutant|enfant|élève|étudiant|équipe|patron|chef|manager|responsable|collègue|ami|amie|famille|parent|lecteur|lectrice|public|client|ado|adolescent|quelqu'un|personne|novice|classe|professeur|voisin|voisine|grand-mère|grand-père|mère|père|frère|sœur)${L}
        public | lecteurs? | lectrices? | quelqu'un qui | à mon niveau | mon niveau
        niveau (?:débutant|intermédiaire|avancé|de base) | je suis débutant${L} | je débute
        je suis nouveau | je suis nouvelle | je n'y connais rien | je ne connais rien | je n'ai jamais
        je viens de commencer | d'introduction | introductif | je ne comprends pas | j'ai du mal
        je suis perdu${L} | explique-moi comme | comme si j'avais
      `),
    ],
    format: [
      words(`
        liste${L} | puces? | à puces | numérot${L} | tableau${L} | colonnes? | lignes | une ligne par
        étapes? | étape par étape | pas à pas | checklist | check-list | liste de contrôle | paragraphes?
        titres? | intertitres? | sections? | plan détaillé | json | markdown | csv | modèle | gabarit
        jour par jour | par jour | semaine par semaine | par semaine | planning | emploi du temps
        calendrier | format | mise en forme | fiches? | questions-réponses | itinéraire | programme
        agenda | graphique | points clés | en \\d+ points | sous forme de points
      `),
    ],
    constraints: [
      new RegExp(
        fold(`(?<![\\p{L}\\p{N}])${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?${UNITS}(?![\\p{L}\\p{N}])`),
        'u',
      ),
      /(?<![\p{L}\p{N}])\d+\s?(?:h|min)(?![\p{L}])/u,
      words(`
        moins de | pas plus de | au maximum | maximum | max | au plus | jusqu'à | au moins | minimum
        au minimum | en moins de | budget | limite${L} | court${L} | brève? | bref | concis${L}
        succinct${L} | évite${L} | sans | n'utilise pas | n'ajoute pas | n'invente pas | n'invente rien
        ne pas (?:inventer|ajouter|utiliser|inclure) | seulement | uniquement | exactement | tel quel
        telle quelle | au lieu de | plutôt que | une page | une seule page | une à la fois | un à la fois
        une par une | un par un | longueur | durée
      `),
    ],
    tone: [
      words(`
        (?:le|un|sur un|d'un|quel|même) ton | amical${L} | chaleureu${L} | formel${L} | informel${L}
        poli${L} | courtois${L} | décontracté${L} | professionnel${L} | langage (?:simple|clair)
        (?:des )?mots simples | (?:termes|façon|manière) simples? | simplement
        facile à (?:lire|comprendre|suivre) | encourageant${L} | bienveillant${L} | drôle | humour
        sérieu${L} | respectueu${L} | neutre | conversationnel${L} | jargon | familier | détendu${L}
        calme | rassurant${L} | honnête | persuasi${L} | vouvoie${L} | tutoie${L}
      `),
    ],
    examples: [
      words(`
        par exemple | p\\. ex | comme ceci | comme ça | exemples? | échantillon | voici | analogie${L}
        comparaison | métaphore | tel que | telle que | tels que | telles que
      `),
    ],
  },
  request: words(`
    peux-tu | peux tu | pourrais-tu | pourrais tu | pouvez-vous | pouvez vous | pourriez-vous
    pourriez vous | est-ce que tu (?:peux|pourrais) | est-ce que vous (?:pouvez|pourriez)
    (?<=^|[.!?,;:\n]s{0,3})(?:tu (?:peux|pourrais)|vous (?:pouvez|pourriez)) | j'aimerais
    je voudrais | je veux | je souhaite | nous voudrions | j'ai besoin | il me faut | aide-moi
    aidez-moi | donne-moi | donnez-moi | dis-moi | dites-moi | montre-moi | propose-moi | proposez-moi
    explique-moi | expliquez-moi | fais-moi | faites-moi | écris-moi | s'il te plaît | s'il vous plaît
    stp | svp | merci de | écrivez | rédigez | faites | donnez | créez | proposez | suggérez | expliquez
    résumez | listez | énumérez | comparez | planifiez | organisez | préparez | traduisez | corrigez
    vérifiez | posez | imaginez | agissez | aidez | indiquez | classez | reformulez | réécrivez
    transformez | établissez | dressez | construisez | choisissez | calculez | analysez | identifiez
    recommandez | conseillez | décrivez | générez | montrez | concevez
  `),
  openingVerbs: `
    écris rédige fais crée propose suggère explique résume liste énumère compare planifie organise
    prépare traduis corrige vérifie pose imagine agis aide indique classe reformule réécris transforme
    établis dresse construis choisis calcule analyse identifie recommande conseille décris génère
    montre conçois donne dis trouve cherche fournis garde utilise inclus ajoute commence
  `,
  openingFillers: "bonjour salut alors maintenant ensuite aussi et stp svp merci s'il te vous plaît",
  question: words(`
    quoi | quel | quelle | quels | quelles | comment | où | quand | qui | pourquoi | combien
    est-ce que | dois-je | devrais-je | faut-il
  `),
  negation: {
    scope: 'after',
    // "je n'ai pas de four", "il n'y a pas" are about the learner; "je ne veux pas de tableau" is a
    // rule; "n'utilise que mes notes" means "only", and "pas à pas" is a format.
    cue: /(?<![\p{L}])(?:(?<!(?:je|j'|nous|on|il|elle)\s+)(?:ne(?![\p{L}])|n'(?=\p{L}))(?!\p{L}+\s+qu)|(?<=(?:je|nous)\s+)(?:ne|n')(?=\s*(?:veux|voudrais|souhaite)(?![\p{L}]))|(?<!pas a\s+|(?:je|j'|nous|on|il|elle)\s+(?:ne\s+|n')\p{L}+\s+)pas(?!\s+(?:a pas|plus|trop|besoin|mal|encore|seulement)(?![\p{L}]))(?![\p{L}])|sans|aucun\p{L}*|jamais|evite\p{L}*|eviter|au lieu d(?:e|u|es|')|plutot que|ni|rien)/gu,
    stops: 'mais seulement plutot puis aussi',
  },
  conjunctions: 'et ou',
  // How a French prompt says each meaning a criterion can ask for (rubric-meanings.ts), folded as the text is.
  meanings: {
    purpose: `pour que | afin que | afin de | pour pouvoir | parce que | car | puisque | comme j'ai | mon objectif | l'objectif | objectif
      mon but | le but | réviser | révision* | je révise | me préparer | je me prépare | préparer (?:mon|un|l'|le|la) (?:examen|partiel|contrôle|test|bac|brevet|concours|interro)
      pour (?:mon|le|un|l'|la|ma) (?:examen|partiel|contrôle|test|bac|brevet|concours|interro) | avant (?:mon|le|l'|la|ma) (?:examen|partiel|contrôle|test|interro)
      retenir | mémoriser | j'en ai besoin pour | (?:ça|cela) (?:me )?sert à`,
    reason: `parce que | car | à cause d(?:e|u|es) | en raison d(?:e|u|es) | puisque | étant donné | vu que | la raison | pour cause de
      pour (?:des )?travaux | le motif | suite à`,
    interests: `j'aime | j'adore | on aime | on adore | nous aimons | nous adorons | je préfère | nous préférons | on préfère | aime | aimons | adore | adorons
      (?:je suis|nous sommes|on est) (?:très )?(?:fan|fans|passionné\\p{L}*|amateur\\p{L}*) | fans? de | passionn* | intéressé\\p{L}* par | m'intéresse
      nous intéresse | centres? d'intérêt | loisirs? | hobby* | passe-temps | préféré* | favori* | (?:je|on) déteste | pas fan`,
    budget: `budget* | dépens* | coût* | coûte* | prix | cher | chère | pas cher | bon marché | argent | euros? | dollars? | eur | usd
      \\d+(?:[.,]\\d+)? ?€ | € ?\\d+ | gratuit* | petit budget | abordable | économiser`,
    transport: `à pied | marcher | en marchant | à la marche | métro | bus | tram* | trains? | en train(?! de) | en voiture | voiture | conduire
      vélo* | taxi* | uber | transports? en commun | transports? publics? | se déplacer | nous déplacer | ferry | trottinette*`,
    time: `${NUMBER}[\\s-]*(?:minutes?|min|heures?|h|jours?|semaines?|mois) | une demi-heure | demi-heure | une heure | rapide* | vite | pressé*
      pour (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain)
      dans (?:une|deux|trois|\\d+) semaines?
      chaque semaine | toutes les semaines | date limite | échéance
      \\d+ (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)`,
    equipment: `poêle* | casserole* | marmite* | four | fours | micro-ondes | plaques? (?:de cuisson|électriques?|à induction) | cuisinière
      friteuse* | airfryer | air fryer | bouilloire* | mixeur* | blender | mijoteuse* | gril | grill | barbecue | grille-pain
      cuiseur à riz | une seule (?:poêle|casserole) | seulement (?:une|un) (?:poêle|casserole|micro-ondes)`,
    diet: `végétarien* | végé | vegan* | végane* | végétalien* | gluten | allerg* | lactose | produits laitiers | halal | casher | kasher | keto
      cétogène | sans viande | (?:je ne|on ne|nous ne) mange(?:ons)? pas | intoléran* | diabét*`,
    available: `j'ai | nous avons | on a | je n'ai que | il (?:me|nous) reste | il y a | dans (?:le|mon) (?:frigo|réfrigérateur|placard|congélateur)
      restes? | tout ce que j'ai | j'ai seulement`,
    audience: `pour (?:mes |nos |les |des |un |une |le |la |l'|mon |ma |notre )?(?:lecteurs?|lectrices?|public|voisins?|voisines?|habitants?|résidents?|clients?|clientes?|acheteurs?|acheteuses?|parents|équipe|collègues?|groupe|membres|bénévoles|étudiants?|élèves|camarades|enfants|famille|amis|amies|débutants?|personnel|utilisateurs?|gens|personnes)
      (?:les |mes |nos )?(?:lecteurs?|lectrices|voisins|habitants|clients|clientes|acheteurs|destinataires) (?:sont|seront|ont|qui|lisent)
      âgé* | personnes âgées | retraité* | seniors? | ados | adolescents? | touristes | non[ -]techni* | plus de \\d+ ans | destinataires
      lecteurs? | lectrices? | public cible | à (?:mon|ma|mes|notre|nos) (?:équipe|chef|patron|clients?|clientes?|collègues?|voisins?|élèves|membres|abonnés|lecteurs)`,
    level: `débutant* | novice* | nouveau dans | nouvelle dans | jamais (?:étudié|fait|utilisé|appris|pris|codé) | première année | 1re année
      introducti* | initiation | sans bases | pas de bases | je (?:viens de commencer|débute|commence) | mon niveau | à mon niveau
      niveau (?:débutant|collège|lycée|intermédiaire|avancé|de base|zéro) | collège | lycée | collégien* | lycéen* | intermédiaire
      je suis nul(?:le)? en | je ne comprends pas | je comprends mal | je suis perdu\\p{L}* | j'ai du mal | je m'y perds | confus*
      (?:j'ai|il a|elle a) \\d+ ans | de \\d+ ans | pour les nuls`,
    role: `tu es | vous êtes | sois (?:un|une) | agis comme | agissez comme | joue le rôle | jouez le rôle | imagine que tu es | fais comme si tu étais
      dans le rôle d(?:e|u|') | ton rôle | votre rôle | rôle | ta mission | ton travail est | ta tâche est
      en tant qu(?:e |')(?:\\p{L}+ )?(?:assistant\\p{L}*|expert\\p{L}*|professeur\\p{L}*|prof|enseignant\\p{L}*|tuteur|tutrice|coach|guide|éditeur|éditrice|agent|réceptionniste|conseill\\p{L}*|bibliothécaire|rédact\\p{L}*)
      comme (?:un |une )?(?:assistant\\p{L}*|expert\\p{L}*|professeur|prof|coach|conseill\\p{L}*|tuteur|tutrice)`,
    rules: `toujours | jamais | tu dois | vous devez | il faut | seulement | uniquement | règles? | pas plus de | au maximum | maximum
      (?<!je |nous |on )ne \\p{L}+ (?:pas|jamais|rien|aucun\\p{L}*|que) | (?<!je |nous |on )n'\\p{L}+ (?:pas|jamais|rien|aucun\\p{L}*|que)
      si (?:le|la|un|une|quelqu'un|on|tu|vous|il|elle|la demande|le client) | s'il | sauf si | à moins que`,
    refuse: `refus* | décline* | dis non | dire non | redirig* | oriente* | renvoie* | renvoyer | poliment | avec politesse | gentiment
      ne réponds pas | ne répondez pas | hors (?:sujet|de ton rôle|du cadre|de ton périmètre) | (?:ne peux|ne pouvons|ne peut) pas aider
      transmet* | transfère* | conseils? (?:médica\\p{L}*|juridique\\p{L}*|financi\\p{L}*) | rembours*`,
    tone: `(?:le|un|du|d'un|au|sur un|quel|même) ton | ton(?= ?:) | tonalité | sympa* | amical* | chaleureu* | formel* | informel* | poli | polie
      polis | courtois* | décontract* | détendu* | professionnel* | calme | bienveillant* | gentil* | doux | douce | positif* | enjoué* | joyeu*
      rassurant* | désolé* | excuses | s'excuser | empathi* | encourageant* | respectueu* | neutre | conversationnel* | familier
      pas trop (?:formel|guindé|commercial) | tutoie* | vouvoie* | tutoiement | vouvoiement | mots simples`,
    length: `${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?(?:mots?|phrases?|lignes?|paragraphes?|puces?|points?|éléments?|pages?|caractères|tweets?|emojis?)
      moins de ${NUMBER} | au maximum ${NUMBER} | maximum ${NUMBER} | max\\.? ${NUMBER} | pas plus de ${NUMBER} | jusqu'à ${NUMBER}
      une page | une seule page | une demi-page | quelques lignes | court | courte | courts | courtes | plus court\\p{L}* | bref | brève* | concis*
      succinct* | un paragraphe | une phrase | une seule phrase`,
    format: `format* | mise en (?:page|forme) | structur* | liste* | puces? | numérot* | tableau* | colonnes? | titres? | intertitres? | sections?
      checklist | check-list | étapes | paragraphes? | json | csv | modèle | gabarit | planning | emploi du temps | calendrier`,
    table: 'tableau* | colonnes? | lignes? | grille | côte à côte | tableur',
    list: 'liste* | puces? | à puces | numérot* | checklist* | check-list | en points | sous forme de points | énumér*',
    schedule: `jour par jour | semaine par semaine | jour après jour | chaque jour | tous les jours | par jour | jour ${NUMBER} | semaine ${NUMBER}
      quotidien* | hebdomadaire* | planning | emploi du temps | calendrier | programme | lundi | mardi | mercredi | jeudi | vendredi | samedi
      dimanche | matin,? après-midi | première semaine`,
    shortMessage: `court | courte | bref | brève | quelques lignes | ${NUMBER} (?:courtes )?(?:lignes|phrases) | un paragraphe | whatsapp | sms | texto
      message de groupe | groupe whatsapp | discussion de groupe | conversation de groupe | telegram | messenger | moins de ${NUMBER} mots`,
    steps: `étape par étape | pas à pas | étapes | une étape à la fois | guide-moi | par étapes | d'abord.{1,40}(?:puis|ensuite)`,
    sections: `sections? | parties | rubriques? | titres? | intertitres? | mots clés | termes clés | définitions? | glossaire | auto-évaluation
      autoévaluation | questions de révision | encadré | tableau comparatif | formules`,
    placeholder: '\\[[^\\]\\n]{1,60}\\] | \\{\\{[^}\\n]{1,60}\\}\\} | \\{[^}\\n]{1,60}\\} | <[^>\\n]{1,60}>',
    exact: `exact* | mot pour mot | mot à mot | tel quel | telle quelle | tels quels | telles quelles | tel(?:le)?s? qu'(?:il|elle|ils|elles) (?:est|sont)
      sans (?:les )?(?:changer|modifier|toucher) | sans changement | ne (?:change|modifie|touche) pas | n'arrondis pas | sans arrondir
      garde (?:la |les |le )?(?:date|dates|heure|heures|horaires?|chiffres?|nombres?|prix|montants?|noms?)(?: \\p{L}+)? (?:identiques?|telles? quelles?|tels quels|inchangé\\p{L}*|exactement)
      recopie* | copie (?:les )?(?:chiffres|prix|montants|dates|valeurs) | à l'identique | inchangé*`,
    notStated: `non (?:précisé|indiqué|mentionné|spécifié|communiqué|renseigné)\\p{L}* | pas (?:précisé|indiqué|mentionné)\\p{L}* | inconnu* | n/a
      manquant* | s'il manque | si (?:une information|une info|quelque chose|un détail|un prix|une date) manque | laisse (?:la case |la cellule )?vide
      si (?:un|une|le|la) (?:devis|prix|date|détail|information|réponse)\\p{L}* ne (?:dit|précise|mentionne|donne|indique)
      écris (?:un tiret|un point d'interrogation|"?inconnu"?|"?non précisé"?)`,
    noInvention: `n'invente (?:pas|rien|aucun\\p{L}*) | ne (?:rien )?invente | sans (?:rien )?inventer | pas d'invention | rien d'inventé
      n'ajoute (?:pas|rien|aucun\\p{L}*) | ne rajoute (?:pas|rien) | utilise (?:uniquement|seulement) | n'utilise que | ne t'appuie que sur
      (?:uniquement|seulement) (?:ces|mes|les) (?:faits|informations|infos|notes|détails|données|textes?) | tiens-toi (?:aux|à) | rien d'autre
      ne devine pas | ne suppose pas | si tu n'es pas sûr\\p{L}* | basé\\p{L}* (?:uniquement|seulement|strictement) sur | n'exagère pas`,
    flag: `signale* | signaler | marque(?:-le|-la|-les| les| ce| d'un| d'une) | indique (?:si|où|ce qui|quand|les) | souligne* | mets en évidence
      note (?:les|ce qui|où) | dis-moi (?:si|où|quand|ce qui|quel\\p{L}*) | demande-moi | pas clair* | peu clair* | lacunes? | doutes?
      pas sûr\\p{L}* | point d'interrogation | à vérifier | pour (?:la personne|le personnel|l'équipe)`,
    questionsFirst: `pose-moi (?:d'abord )?(?:des |plusieurs |${NUMBER} )?(?:\\p{L}+ )?questions | posez-moi (?:d'abord )?(?:des |plusieurs |${NUMBER} )?(?:\\p{L}+ )?questions
      interroge-moi | questions (?:d'abord|avant) | avant (?:de (?:l'|la |le )?(?:écrire|rédiger|commencer)|d'écrire|de rédiger|de commencer)
      n'écris (?:rien|pas la lettre|pas encore) | d'abord (?:pose|demande) | demande-moi d'abord`,
    oneAtATime: `une (?:question )?à la fois | une par une | un par un | l'une après l'autre | (?:pas plus de|au maximum|maximum|jusqu'à|seulement) ${NUMBER} (?:\\p{L}+ )?questions?
      ${NUMBER} (?:\\p{L}+ )?questions | attends? (?:ma|mes) réponses? | après chaque (?:réponse|question)`,
    analogy: `analogi* | comparaison* | compar\\p{L}* (?:à|avec|au) | comme si | métaphor* | de la vie (?:quotidienne|courante|réelle) | du quotidien
      quotidien | concret* | exemples? | par exemple | p\\. ?ex | semblable à | similaire à | douzaine*`,
    plainLanguage: `(?:mots|termes|langage|langue|vocabulaire|français) (?:simples?|faciles?|courants?|clairs?) | simplement | sans jargon | pas de jargon
      sans (?:termes|mots|vocabulaire) techniques? | facile à comprendre | compréhensible | accessible | explique(?:-moi)? comme (?:si|à)
      comme (?:à|si j'avais) (?:un enfant|\\d+ ans|cinq ans) | pour (?:un |une )?débutant\\p{L}* | je suis (?:un |une )?(?:grand\\p{L}* )?débutant\\p{L}*
      pour les nuls`,
    checkUnderstanding: `interroge-moi | teste-moi | fais-moi (?:un )?(?:quiz|test) | vérifie (?:que|si) (?:j'ai (?:bien )?compris|je comprends) | vérifie ma compréhension
      pose-moi (?:une |des |quelques |${NUMBER} )?(?:\\p{L}+ )?questions? | avec mes (?:propres )?mots | te (?:le )?réexpliquer | t'expliquer
      assure-toi que j'ai (?:bien )?compris | (?:exercices?|questions?) d'entraînement | une question pour (?:vérifier|voir) | voir si j'ai compris`,
    lineByLine: `ligne par ligne | chaque ligne | une ligne à la fois | étape par étape | pas à pas | ce que fait chaque (?:ligne|partie|étape|morceau)
      chaque (?:partie|étape|morceau|section)`,
    changesData: `supprim* | effac* | écras* | perd* | modifi\\p{L}* (?:mes |les |des )?(?:données|cellules|lignes|valeurs|feuille)
      chang\\p{L}* (?:mes |les |des )?(?:données|cellules|lignes|valeurs|feuille|quelque chose) | sans risque | dangereu* | endommag* | abîm*
      casser | annuler | sauvegarde*`,
    testSafely: `test* | tester | essayer d'abord | essai | sur une copie | copie de (?:la |ma )?feuille | données (?:de test|fictives|d'exemple)
      feuille de test | en toute sécurité | sans risque | avant de (?:le )?(?:lancer|l'utiliser|m'y fier|compter dessus|l'activer|le programmer)
      m'envoyer d'abord | envoie(?:-le)?-moi d'abord`,
    rank: `classe-les | classer | classement | ordonn* | trie* | trier | hiérarchis* | restreins | réduis (?:la liste|à) | choisi* | sélectionn*
      meilleur* | les plus (?:utiles|pertinentes?|intéressantes?|importantes?|prometteuses?|faciles|adaptées?|réalistes)
      lesquel\\p{L}* (?:convien\\p{L}*|marche\\p{L}*) | priori* | top ${NUMBER} | pourquoi (?:chacune|elle|elles) (?:convient|conviennent|marche)`,
    searchTerms: `termes de recherche | mots(?:-| )clés | mot(?:-| )clé | requêtes? | synonymes? | sous-questions? | questions plus petites
      termes (?:associés|liés) | quoi (?:chercher|taper) | google | google scholar | bases? de données`,
    notAnswers: `ne (?:réponds|répondez) pas | ne (?:donne|donnez) pas (?:les|de) réponses | pas (?:les|de) réponses | pas encore les réponses
      sans (?:répondre|les réponses|donner les réponses) | (?:seulement|uniquement|juste) les questions | je (?:ferai|vais faire) (?:les )?recherches?
      je chercherai`,
    humanJudgement: `humain* | une personne | personnes | à la main | manuellement | jugement | décider (?:moi-même|nous-mêmes) | besoin de moi
      je (?:dois|devrais) (?:encore )?(?:vérifier|décider|faire) | ne (?:peut|doit) pas être automatis\\p{L}* | pas automatiser | garder pour moi`,
    problems: `ce qui (?:peut|pourrait) (?:mal tourner|poser problème|coincer|échouer) | problèmes? | soucis | erreurs? | cas (?:limites?|particuliers|difficiles|bizarres)
      risques? | échou* | doublons? | fautes? de frappe | invalides? | champs? vides? | spam`,
    handle: `comment (?:gérer|corriger|traiter|éviter|prévenir|résoudre|régler)\\p{L}* | solutions? | corrig* | que faire | quoi faire | gérer
      prévenir | éviter | contourn*`,
    triggerAction: `quand\\b.{1,80}\\b(?:alors|ensuite|puis) | si\\b.{1,80}\\balors | déclencheur* | trigger* | → | -> | chaque fois que | dès que | lorsque`,
    labels: 'étiquettes? | catégories? | libellés? | tags? | une seule parmi | options | classes',
    fallback: `autres? | aucune de (?:ces|celles-ci) | n'importe quoi d'autre | ne correspond à aucune | ne rentre dans aucune | pas sûr\\p{L}* | divers`,
    oneLabelOnly: `(?:seulement|uniquement|juste) (?:l'|le |la |une |un )?(?:étiquette|mot|catégorie|libellé) | rien d'autre | aucun (?:autre )?texte
      pas de texte (?:supplémentaire|en plus) | un (?:seul )?mot | exactement une | sans explication | sans (?:autre )?texte
      réponds (?:uniquement |seulement )?par (?:l'|le |la |une |un )?(?:étiquette|mot|catégorie)`,
    facts: `faits? | détails? | fabriqué (?:en|avec|à) | fait (?:main|à la main|en|avec) | tricoté\\p{L}* | \\d+ ?% | tailles? | colori* | couleurs?
      matière* | matériaux | lavage | lavable | entretien | prix | horaires? | ouvert (?:de|jusqu'à) | places | tables? (?:de|pour) | capacité
      jusqu'à \\d+ | \\d+ ?(?:cm|mm|ml|g|kg|°c|h)`,
    frequency: `${NUMBER} (?:fois|posts?|publications?) (?:par|chaque|la) (?:semaine|jour) | une fois par (?:semaine|jour) | un jour sur deux
      tous les jours | chaque jour | quotidienne* | ${NUMBER} (?:posts?|publications?) | par semaine`,
    platform:
      'instagram | insta | tiktok | facebook | pinterest | twitter | threads | youtube | linkedin | whatsapp | telegram | etsy | bluesky | snapchat',
    themes: `thèmes? | thématiques? | sujets? | à propos d(?:e|u|es) | coulisses | recettes? | conseils | astuces | histoires
      comment (?:nous|on|je) (?:fabrique|fabriquons|fais|faisons|prépare|préparons) | nouvelles? saveurs? | nouveaux parfums | marchés? | de saison
      produits? de saison | clients`,
    offer: `rembours* | réduction* | remise* | code promo | promo | suivi | numéro de suivi | lien de suivi | bon d'achat | livraison (?:gratuite|offerte)
      frais de port offerts | remplacement | renvoi | réexpédi* | \\d+ ?% | express | coupon* | geste commercial | politique`,
    noPersonal: `\\[[^\\]\\n]{1,40}\\] | \\{[^}\\n]{1,40}\\} | <[^>\\n]{1,40}> | \\S+@example\\.(?:com|org|net) | la cliente | le client
      une cliente | un client | nom du client | sans (?:son |le |leur )?(?:nom|noms|coordonnées|données personnelles|vrai nom) | anonym*`,
    program:
      'google sheets | sheets | excel | libreoffice | numbers | calc | openoffice | microsoft 365 | office 365',
    columns: `colonnes? [a-z](?![\\p{L}]) | colonnes? [a-z] (?:à|-|et) [a-z] | de [a-z] à [a-z] | lignes? ${NUMBER} | lignes? \\d+ (?:à|-) \\d+
      en-têtes? (?:sont |est )?(?:en|à la|sur la) ligne | ligne d'en-tête | première ligne | ligne 1 | [a-z]\\d+:[a-z]\\d+`,
    cell: `cellule [a-z]+\\d+ | en [a-z]\\d+ | dans [a-z]\\d+ | [a-z]\\d+ | (?:en bas|en dessous|à côté) d(?:u|e la) (?:tableau|colonne)
      dans une nouvelle (?:cellule|colonne|ligne) | ligne (?:de )?total`,
    explainPlainly: `expliqu* | explication* | ce que fait (?:la formule|le script|chaque partie|le code) | comment (?:ça|elle|il) (?:marche|fonctionne)
      décompos* | en mots simples | simplement`,
    error: `#[a-z]+[?!/0]* | erreur | message d'erreur | (?:affiche|indique|dit|montre) "[^"]+" | "[^"\\n]{2,60}" | «[^»\\n]{2,60}»`,
    expected: `je m'attend\\p{L}* | attendu\\p{L}* | résultat attendu | devrait (?:afficher|donner|renvoyer|être|compter) | je voulais (?:voir|que) | censé*
      un nombre | le nombre | le total | la somme | (?:j'ai|on a) besoin d(?:u|e|') (?:nombre|total|somme)`,
    whatWasDone: `j'ai (?:tapé|mis|saisi|entré|collé|ajouté|utilisé|lancé|copié|écrit|inséré|essayé|cliqué|appuyé) | nous avons (?:tapé|mis|saisi|collé|ajouté|utilisé|essayé)`,
    review: `révis* | récap* | relire | revoir | examens? blancs? | tests? blancs? | annales | sujets? d'entraînement | auto-évaluation | autoévaluation
      répétition espacée | m'interroger | entraînement | exercices d'entraînement | questions d'entraînement`,
    weakest: `faible* | point faible | le plus difficile | du mal (?:avec|à) | difficile* | je suis nul\\p{L}* en | pire | le moins à l'aise | pas à l'aise
      confus* | je (?:confonds|mélange)`,
    updateFiles: `mett(?:re|ez|s) à jour | mise à jour | mises à jour | actualis* | remplac* | obsolète* | périmé* | nouvelles? versions? | dernière version
      re-?télécharg* | re-?charg* | nouveaux? (?:fichiers?|prix|tarifs?) | anciens? (?:fichiers?|prix|tarifs?)`,
    rerunTests: `relanc\\p{L}* (?:les |mes )?(?:tests?|questions? de test) | refai\\p{L}* (?:les |mes )?tests? | repass\\p{L}* (?:les |mes )?tests? | re-?teste*
      tester (?:à nouveau|de nouveau|encore) | revérifi* | vérifier à nouveau`,
    recordChanges: `journal* | historique* | registre* | garder une trace | trace des | noter (?:les|ce qui|quoi) | note (?:les|ce qui) (?:changements|modifications)
      consign* | documente* | liste des (?:changements|modifications) | changelog`,
    testCases: `informations? manquantes? | manque d'informations? | données manquantes | hors (?:sujet|périmètre|de son rôle|champ) | sans rapport
      ne (?:peut|peux) pas répondre | impossible à répondre | sans réponse | pas dans (?:le|les|la) (?:guide|fichiers?|faq|documents?) | ne sait pas
      vague* | incomplet* | floue?s?`,
    goodAnswer: `bonne réponse | réponse (?:idéale|attendue|correcte|juste|appropriée) | ce que (?:l'assistant|il|elle) (?:doit|devrait) (?:dire|répondre|faire)
      comment (?:il|elle|l'assistant) devrait répondre | devrait (?:dire|répondre)`,
    oneSentenceJob: `une (?:seule )?phrase | en une phrase | en une ligne | qui (?:il|elle) aide | entrée | sortie | ce qu'(?:il|elle) reçoit
      ce qu'(?:il|elle) (?:rend|renvoie|produit|donne)`,
    whoUses: `pour (?:mon |notre |mes |nos |ma )?(?:équipe|personnel|clients?|collègues|élèves|étudiants|famille|membres|bénévoles|parents|lecteurs|boutique|café|entreprise|classe|association)
      utilisé (?:par|pour) | (?:mon|notre|mes|nos) (?:équipe|personnel|clients|collègues|élèves|bénévoles|membres) (?:l'utiliseront|va l'utiliser|vont l'utiliser|pourront)
      utilisateurs? (?:sont|seront) | (?:je|nous) (?:l'utiliserai|l'utiliserons|vais l'utiliser|allons l'utiliser) | on l'utilisera
      (?:mon|ma) (?:mari|femme|conjoint\\p{L}*|compagn\\p{L}*|partenaire) et moi`,
    repeated: `chaque (?:jour|semaine|matin|soir|vendredi|lundi|dimanche|mois|fois) | tous les (?:jours|matins|soirs|mois|lundis|vendredis|dimanches)
      toutes les semaines | hebdomadaire* | quotidien* | mensuel* | souvent | régulièrement | encore et encore | routine | répét* | d'habitude
      habituellement | toujours`,
    apps: `gmail | outlook | google (?:sheets|forms|calendar|drive|docs|agenda) | formulaire google | excel | calendly | trello | notion | slack
      whatsapp | zapier | make | n8n | airtable | mailchimp | shopify | etsy | stripe | paypal | typeform | jotform | tableur | feuille de calcul
      boîte de réception | agenda | calendrier | appli* | application* | outils?`,
    formFields:
      'champs? | nom | prénom | e-mail | email | mail | téléphone | date de naissance | adresse | collecte | case à cocher | menu déroulant',
    order: `d'abord | puis | ensuite | après (?:ça|cela) | enfin | finalement | étape ${NUMBER} | \\d[.)] | quand\\b.{1,80}\\b(?:alors|puis) | → | -> | dans l'ordre`,
    avoid: `(?<!je |nous |on )ne (?:\\p{L}+ )?pas | (?<!je |nous |on )n'\\p{L}+ pas | jamais | évite* | éviter | (?<!(?:n'|ne )\\p{L}+ )pas de
      sans (?:\\p{L}+ )?(?:émojis?|emojis?|points d'exclamation|jargon|blagues|hashtags|excuses|promesses|liens) | sans | laisse de côté | omets | omettre`,
    action: `doivent | doit | il faut | devez | merci de | assurez-vous de | pensez à | n'oubliez pas | stocker | remplir | faire des réserves
      action | quoi faire | ce qu'il faut faire | en premier | en haut | au début | commence par | commencer par | première ligne | en gras
      appel à l'action`,
    skills: `(?:je suis|suis) (?:doué|douée|bon|bonne|fort|forte|à l'aise) (?:en|pour|avec) | je sais (?:faire|cuisiner|coder|dessiner|coudre|tricoter|parler|écrire|jouer|réparer)
      je peux | compétences? | expérience (?:en|de|dans|avec) | j'ai (?:travaillé|été) | je travaille comme | mon métier | mon travail | diplômé*
      je suis (?:un |une )?\\p{L}+(?:eur|euse|rice|iste|ien|ienne|ier|ière)(?![\\p{L}]) | je parle \\p{L}+ | bricol* | loisirs?`,
    assistantJob: `(?:l'assistant|mon assistant|le bot|ce gpt|le gpt|le chatbot) (?:\\p{L}+ )?(?:répond|écrit|aide|rédige|planifie|explique|trie|suggère|propose|vérifie|gère|transforme|résume|crée|fait|donne|dit|doit|va)\\p{L}*
      (?:son|ton|le) (?:rôle|travail|job|métier) (?:est|sera|consiste) | (?:un|une|l'|mon) (?:assistant|gpt|bot|chatbot)(?: personnalisé)? (?:qui|pour|chargé)
      tu (?:réponds|écris|aides|rédiges|planifies|expliques|tries|suggères|proposes|vérifies|gères|transformes|résumes|crées)`,
    files: `fichiers? | faq | foire aux questions | liste de prix | grille tarifaire | tarifs? | prix | guide | documents? | pdf | tableur | menu | carte
      téléversé* | importé* | base de connaissances | horaires d'ouverture | politique | catalogue`,
    setting: `sur (?:un|une|le|la|les|des) | dans (?:un|une|le|la|les|des) | à la (?:plage|mer|campagne|montagne|fenêtre) | au (?:bord|pied|coucher|lever|milieu)
      au bord d(?:e|u|es) | près d(?:e|u|es) | à côté d(?:e|u|es) | sous (?:un|une|le|la) | au-dessus | en dessous | devant | derrière
      entouré\\p{L}* de | le long d(?:e|u) | arrière-plan | premier plan | scène | décor | paysage | rivage | plage | port | jardin | pièce
      chambre | table | fenêtre | falaise`,
    style: `photo* | photographi* | illustration* | illustré* | vectoriel* | flat design | aquarelle | peinture à l'huile | peinture | acrylique
      crayon | croquis | esquisse | dessin | dessins | encre | pastel | 3d | rendu | dessin animé | cartoon | anime | manga | bande dessinée
      pixel art | art numérique | cinématographique | minimalis* | réaliste* | photoréaliste* | hyperréaliste* | éditorial | scandinave
      mid-century | bohème | boho | japandi | industriel* | rustique | art déco | vintage | rétro | cosy | cocooning | moderne
      (?:de |dans le )?style (?!et |ou )\\p{L}{3,} | à la manière d(?:e|u) | ghibli | livre (?:pour enfants|illustré) | papier découpé | collage
      linogravure | isométrique | low poly | pâte à modeler`,
    colours: `couleurs (?:chaudes|froides|vives|douces|pastel|sourdes|neutres|naturelles|terreuses|claires|sombres) | palette (?:de )?(?:couleurs )?(?:chaude|froide|douce|pastel|neutre|de \\p{L}+)
      tons (?:chauds|froids|pastel|doux|neutres|terreux) | pastel* | rouge* | orange* | jaune* | vert | verte | verts | vertes | bleu* | violet*
      rose | roses | blanc* | noir* | gris* | doré* | argenté* | turquoise | bleu marine | beige | crème | brun* | marron | terracotta | terre cuite
      sauge | moutarde | vif | vifs | vive | vives | monochrome | néon`,
    light: `lumière (?:chaude|douce|naturelle|dorée|tamisée|froide|diffuse|dramatique|latérale|rasante|vive|d'hiver|d'automne|d'été|du (?:soir|matin|soleil|jour|coucher de soleil)|de (?:fin d'après-midi|l'aube|bougie|la lune|la fenêtre|studio|néon))
      éclairage (?:chaud|doux|naturel|tamisé|dramatique|de studio|cinématographique|froid|latéral) | éclairé\\p{L}* | lumineu* | ensoleillé*
      soleil couchant | coucher de soleil | lever de soleil | heure dorée | golden hour | heure bleue | crépuscule | aube | bougies? | contre-jour
      rétroéclairé* | ombres? (?:douces|portées|longues) | ombres | lueur* | néons? | clair de lune | lumière du jour | lampes? | guirlandes? lumineuses?`,
    mood: `ambiance (?:chaleureuse|cosy|calme|douce|festive|joyeuse|paisible|romantique|mystérieuse|nostalgique|détendue|magique|feutrée|intime|accueillante|hivernale|(?!et |ou |de )\\p{L}{4,})
      atmosphère (?:chaleureuse|cosy|calme|douce|festive|joyeuse|paisible|romantique|mystérieuse|nostalgique|détendue|magique|feutrée|intime|accueillante)
      cosy | cocooning | chaleureu* | calme | paisible | serein* | onirique | rêveu* | ludique | joyeu* | gai | gaie | heureu* | festi* | accueillant*
      mélancoli* | nostalgi* | romantique* | mystérieu* | détendu* | relaxant* | tranquille | énergique | féerique | magique | hygge`,
    composition: `gros plan | plan (?:large|rapproché|serré|d'ensemble|moyen) | vue (?:d'ensemble|de dessus|aérienne|d'en haut|plongeante|du dessus)
      plongée | contre-plongée | à plat | flat lay | centré* | au centre | décentré* | règle des tiers | à (?:gauche|droite)
      (?:côté|tiers|moitié|coin) (?:gauche|droit|droite|supérieur|inférieur) | dans le coin | au premier plan | à l'arrière-plan | en arrière-plan
      au milieu | portrait | format (?:portrait|paysage) | en pied | cadrage | cadré* | symétri* | angle (?:bas|haut) | à hauteur des yeux | macro
      vu d'en (?:haut|bas) | grand angle`,
    emptySpace: `espace (?:vide|libre|négatif|blanc) | espace pour (?:le |du |un )?(?:texte|titre|slogan) | place pour (?:le |du |un )?(?:texte|titre|slogan)
      de la place pour | fond (?:uni|simple|épuré|neutre|dégagé|vide) | ciel (?:dégagé|uni) | mur (?:uni|nu) | épuré* | dégagé*
      zone (?:vide|libre|dégagée) | (?:côté|tiers|moitié|partie) (?:gauche|droit|droite|supérieur\\p{L}*|inférieur\\p{L}*) (?:vide|libre|dégagé\\p{L}*)
      (?:la tasse|le sujet|la boisson|le mug|l'objet) (?:à|en) (?:gauche|droite|bas|haut)`,
    features: `meubles | mobilier | lit | tête de lit | armoire | étagères? | bureau | chaise | fauteuil | tapis | rideaux | lampe | plantes? | bois
      chêne | pin | lin | coton | laine | velours | rotin | osier | bambou | marbre | laiton | métal | murs? | sol | parquet | plafond
      papier peint | peinture | sauge | terracotta | crème | blanc* | beige | vert | bleu*`,
    aspectRatio:
      "--ar \\d+:\\d+ | --aspect \\d+:\\d+ | format \\d+:\\d+ | ratio \\d+:\\d+ | rapport (?:d'aspect|largeur)",
    styleRef: '--sref\\s+(?:\\S+) | référence de style',
    parameter: '--[a-z]+(?:\\s+(?!-)\\S+)?',
  },
};

export default fr;
