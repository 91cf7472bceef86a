import type { LanguageLexicon } from '../language-lexicon';
import { fold, LETTERS as L, foldedWordsPattern as words } from '../rubric-text';

// Turkish, read word by word without accents ("çok" as "cok", "ı" as "i"). Suffixes are joined to
// the word, so most entries are stems ("tarif*" is "tarif", "tarifi", "tariflerini"), and the verb
// that makes a request comes last ("…öner", "…hazırlar mısın?", "…istiyorum").

const NUMBER = `(?:\\d+|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on|on iki|on beş|yirmi|otuz|elli|birkaç|tek)`;
const UNITS = `(?:kelime|sözcük|cümle|satır|paragraf|madde|nokta|fikir|fikr|öneri|soru|adım|dakika|dk|saat|gün|gece|hafta|ay|sayfa|karakter|seçenek|örnek|ipucu|ipuç|tarif|lira|tl|euro|avro|dolar|kişi|porsiyon|slayt|bölüm|tur|yer|aktivite|etkinlik|yemek|yemeğ|terim|konu|başlık)`;

const tr: LanguageLexicon = {
  reads: 'words',
  commonWords: `
    ve veya ya da de ile ama fakat ancak çünkü için gibi kadar sonra önce bu şu o bir her hiç çok az
    daha en pek biraz ben sen biz siz onlar bana sana bize size beni seni bizi benim senin bizim
    sizin onun onların bende sende mi mı mu mü misin mısın ne neler nasıl hangi nerede neden niçin kim
    kaç var yok değil evet hayır lütfen teşekkürler merhaba selam olarak olan olsun olsa olur diye
    ki şey şeyler tüm bütün bazı başka aynı sadece yalnızca zaten hem ise yani şimdi bugün artık
    iyi güzel prompt asistan yapay zeka chatgpt cevap yanıt yaz yazın ver verin yap yardım istiyorum
    örnek örneğin
  `,
  numbers: {
    iki: '2',
    üç: '3',
    dört: '4',
    beş: '5',
    altı: '6',
    yedi: '7',
    sekiz: '8',
    dokuz: '9',
    yirmi: '20',
    otuz: '30',
  },
  glossary: `
    recipe: tarif*
    meal: yemek*, yemeğ*, akşam yemeği, öğle yemeği, kahvaltı*, pişir*, öğün*
    ingredient: malzeme*, ürün*, gıda*
    time: zaman*, süre*, dakika*, saat*, hızlı*, çabuk*
    equipment: tava*, fırın*, mikrodalga*, ocak*, ekipman*, mutfak*, tencere*
    diet: diyet*, vejetaryen*, vegan*, alerji*
    summary: özet*
    notes: not, notlar*, notları*, notlarım*, notum*
    quiz: quiz*, test*, kısa sınav*
    exam: sınav*
    revise: tekrarı*, tekrarla*, tekrar et*, tekrar yap*, gözden geçir*
    trip: gezi*, seyahat*, yolculuk*, tatil*, ziyaret*
    city: şehir*, şehr*, kent*
    weekend: hafta sonu*, haftasonu*
    day: gün, günü, günde, güne, günün, günden, günler*, günlük*
    week: hafta*
    plan: plan*
    budget: bütçe*, maliyet*, fiyat*, para, paraya, masraf*, ucuz*
    transport: ulaşım*, toplu taşıma*, araba*, otobüs*, tren*, metro*, yürü*
    interest: ilgi, ilgim*, ilgilen*, ilgi alan*, hobi*, seviyor*, sever*, sevdiğ*, hoşlan*
    friend: arkadaş*
    letter: mektup*, mektub*, ön yazı*, önyazı*
    job: iş, işi, işin, işim, iş ilanı*, pozisyon*, eleman*
    bookshop: kitapçı*, kitabevi*, kitap*
    question: soru*
    presentation: sunum*, slayt*
    research: araştır*
    topic: konu*
    microplastics: mikroplastik*
    water: su, suyu, suda, suyun, sular*
    keyword: anahtar kelime*, arama*, eş anlamlı*, eşanlamlı*
    explain: açıkla*, anlat*
    concept: kavram*, fikir*, fikr*
    analogy: benzetme*, analoji*
    level: seviye*, acemi*, yeni başlayan*
    chemistry: kimya*
    mole: mol, molü, mol kavramı*
    understand: anla*, kontrol*
    course: kurs*, ders*
    statistics: istatistik*
    probability: olasılık*
    hypothesis: hipotez*
    regression: regresyon*
    weak: zayıf*
    economics: ekonomi*, iktisat*
    supply: arz*
    demand: talep*
    elasticity: esneklik*
    market: piyasa*, pazar*
    sheet: kopya kağıdı*, çalışma kağıdı*, kağıt*, kâğıt*
    page: sayfa*
    section: bölüm*, kısım*
    table: tablo*, çizelge*
    term: terim*
    gap: eksik*, boşluk*, belirsiz*
    invent: uydur*
    packing: bavul*, valiz*, bagaj*
    checklist: kontrol listesi*
    hiking: yürüyüş*, trekking*
    mountain: dağ, dağa, dağda, dağı, dağlar*, dağlık*
    october: ekim*
    list: liste*
    email: e-posta*, eposta*, mail*
    plain: basit*, sade*
    practice: alıştırma*, pratik*
    flashcards: kart, kartlar*, bilgi kartı*
  `,
  patterns: {
    context: [
      words(`
        elimde | evde | bende | evimde | dolapta | buzdolabında | çünkü | zira | bu yüzden | o yüzden
        bu nedenle | amacım | amaç | hedefim | bağlam | durum${L} | şu an | şu anda | yarın | bu akşam
        bu gece | gelecek hafta | haftaya | önümüzdeki hafta | bu hafta sonu | hafta sonu
        \\p{L}+(?<!ist|ed|rica ed)[ıiuü]yor(?:um|uz) | \\p{L}+(?:[ıiuü]m|m|[ıiuü]m[ıiuü]z) var
        (?:geldim|döndüm|aldım|gittim|başladım|kaydoldum|aldık|geldik)
        (?:öğrenci|vejetaryen|vegan|çalışan|yeni)(?:y)?[ıiuü]m | arkadaşımla | arkadaşım ve ben
      `),
    ],
    audience: [
      words(`
        sen bir | sen (?:deneyimli|uzman|profesyonel) | (?<=^|[.!?\n]s{0,3})(?:sen|siz) | gibi davran${L} | gibi düşün${L} | rolünde
        rolüne | rolü | rolü${L} | olarak davran${L}
        (?:yeni başlayan|başlangıç seviyesindeki|acemi|çocuk|çocuklar|öğrenci|ekip|takım|patron|müdür|yönetici|meslektaş|arkadaş|aile|veli|okuyucu|müşteri|genç|komşu|anne|baba|kardeş|yaşlı|herkes)${L} için
        biri için | birine | hedef kitle${L} | okuyucu${L} | okur${L} | dinleyici${L} | seviyeme
        seviyemde | seviyesinde | benim seviyem | (?:başlangıç|orta|ileri) seviye${L} | yeni başladım
        yeniyim | acemiyim | hiçbir şey bilmiyorum | hiç bilmiyorum | anlamıyorum | anlayamıyorum
        kafam karıştı | zorlanıyorum | giriş (?:seviyesi|dersi|kursu)
      `),
    ],
    format: [
      words(`
        liste${L} | madde${L} | numaralı | numaralandır${L} | tablo${L} | sütun${L} | satır${L}
        adım${L} | adım adım | kontrol listesi | paragraf${L} | başlık${L} | bölüm${L} | taslak
        json | markdown | csv | şablon${L} | gün gün | günlük (?:plan|program)${L} | hafta hafta
        haftalık (?:plan|program)${L} | takvim${L} | program${L} | format${L} | biçim${L} | kart${L}
        soru-cevap | soru cevap | güzergah${L} | rota${L} | ajanda | grafik${L} | şema${L} | özet halinde
      `),
    ],
    constraints: [
      new RegExp(
        fold(`(?<![\\p{L}\\p{N}])${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?${UNITS}\\p{L}*(?![\\p{N}])`),
        'u',
      ),
      /(?<![\p{L}\p{N}])\d+\s?(?:dk|tl|₺)(?![\p{L}])/u,
      words(`
        en fazla | en çok | en az | azami | asgari | en geç | \\p{L}+(?:dan|den|tan|ten) az
        \\p{L}+(?:dan|den|tan|ten) fazla (?:olmasın|olmamalı|olmayan|değil) | geçmesin | geçmemeli
        geçmeyecek | geçmeyen | aşmasın | aşmamalı | içinde | sınır${L} | limit${L} | bütçe${L} | kısa
        kısaca | kısa tut | özlü | kullanma | ekleme | uydurma | olmadan | \\p{L}+(?:madan|meden)
        sadece | yalnızca | tam olarak | aynen | yerine | tek sayfa | bir sayfa${L} | birer birer
        teker teker | tek tek | sırayla | uzunluk | süre${L}
      `),
    ],
    tone: [
      words(`
        ton${L} | üslup | üslub${L} | samimi | dostça | arkadaşça | sıcak bir | resmi | gayriresmi
        kibar | nazik | saygılı | günlük dil${L} | profesyonel | (?:sade|basit|yalın|anlaşılır|açık) (?:bir )?(?:dil|dille|kelimeler${L}|şekilde|anlatım${L})
        anlaşılır
        cesaretlendirici | teşvik edici | motive edici | esprili | komik | eğlenceli | ciddi | nötr
        tarafsız | sohbet havasında | jargon${L} | teknik terim${L} | sakin | içten | dürüst | ikna edici
      `),
    ],
    examples: [
      words(`
        örneğin | mesela | örnek${L} | örneğ${L} | misal | şöyle bir | şu şekilde | benzetme${L}
        analoji${L} | karşılaştırma
      `),
    ],
  },
  request: words(`
    lütfen | rica ediyorum | rica ederim | rica etsem | istiyorum | istiyoruz | isterim | isterdim
    ister misin | ister misiniz | ihtiyacım var | ihtiyacım | lazım | yardım et${L} | yardımcı ol${L}
    \\p{L}+ m[ıiuü]s[ıiuü]n(?:[ıiuü]z)?
    (?:yaz|öner|hazırla|açıkla|listele|sırala|ver|oluştur|planla|özetle|yap|çıkar|bul|anlat|karşılaştır|düzenle|göster|çevir|seç|hesapla|tasarla|düzelt|kontrol et|gözden geçir|değerlendir|tanımla|belirle|sor|tahmin et|yeniden yaz|dönüştür|böl|grupla|ekle|kullan|tut|odaklan|hayal et|davran|tavsiye et|söyle|paylaş|ayır|topla|öğret|yazar|önerir|hazırlar|verir|yapar)(?:[ıiuü]n|y[ıiuü]n|[ıiuü]n[ıiuü]z|y[ıiuü]n[ıiuü]z)?
  `),
  openingVerbs: '',
  openingFillers: '',
  question: words(`
    ne | neler | nasıl | hangi | nerede | nereye | ne zaman | kim | neden | niçin | niye | kaç
    ne kadar | m[ıiuü] | m[ıiuü]s[ıiuü]n
  `),
  negation: {
    scope: 'before',
    // A negative imperative ends its clause ("tablo kullanma", "fiyatlardan bahsetmeyin"); "yok" after
    // a possessive is about the learner ("fırınım yok") and is left out, "gerek yok" is a rule.
    cue: /(?<![\p{L}])(?:(?!(?:guncelleme|ozetleme|planlama|degerlendirme|duzenleme|iyilestirme|gosterme)(?![\p{L}]))\p{L}{2,}(?:ma|me)(?:yin|yiniz|sin|sinler)?(?=\s*(?:[.,;:!?\n]|$|lutfen|ve\s|ama\s))|\p{L}{2,}(?:madan|meden)|olmasin|olmadan|istemiyorum|istemiyoruz|istemem|gerek yok|gerekmez|degil(?![\p{L}])|yerine|haric)/gu,
    reach: 3,
  },
  conjunctions: 've veya ile ya',
  // How a Turkish prompt says each meaning a criterion can ask for (rubric-meanings.ts), folded as the text is;
  // suffixes join the stem, so most entries are stems ("bütçe*" is "bütçem", "bütçemiz", "bütçeyle").
  meanings: {
    purpose: `\\p{L}+(?:mek|mak) için | \\p{L}+(?:mek|mak) amacıyla | (?:sınav|quiz|test|vize|final|yazılı|ders)\\p{L}* için | amacım | amacımız | amaç* | hedef*
      çünkü | zira | tekrar (?:için|etmek|yapmak|ederken) | gözden geçir* | hazırlan* | sınavdan önce | ezberle* | aklımda kalsın`,
    reason: `çünkü | zira | nedeniyle | yüzünden | sebebiyle | dolayı | nedeni | sebebi | \\p{L}+(?:dığı|diği|duğu|düğü|tığı|tiği|tuğu|tüğü) için
      tadilat* | inşaat* | bakım çalışma*`,
    interests: `sever* | seviyor* | sevdiğ* | sevmem | sevmeyiz | sevmiyor* | bayıl* | hoşlan* | ilgilen* | ilgim var | ilgi alan* | meraklı* | hayran*
      tutkun* | hobi* | favori* | en sevdiğ* | tercih ed* | nefret ed*`,
    budget: `bütçe* | harca* | ucuz* | pahalı* | maliyet* | fiyat* | para | parası | param | paramız | parayla | paraya | lira* | tl | \\d+(?:[.,]\\d+)* ?tl
      ₺ ?\\d+ | \\d+ ?₺ | euro* | avro* | dolar* | bedava | ücretsiz* | ekonomik | uygun fiyat* | masraf*`,
    transport: `yürü* | yaya | metro* | otobüs* | tramvay* | tren | trenle | trene | treni | trenler* | araba* | araçla | bisiklet* | taksi* | uber
      toplu taşıma* | ulaşım* | vapur* | feribot* | dolmuş* | marmaray | scooter*`,
    time: `${NUMBER}[\\s-]*(?:dakika*|dk|saat*|gün*|hafta*|ay|ayda|aylık|aydır) | yarım saat | bir saat | hızlı* | çabuk | acele*
      son tarih*
      teslim tarih* | \\d+ (?:ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık)\\p{L}*`,
    equipment: `tava* | tencere* | fırın* | mikrodalga* | ocakta | ocağ* | set üstü | airfryer | air fryer | fritöz* | su ısıtıcı* | kettle | blender* | rondo*
      düdüklü* | ızgara* | tost makine* | pilav pişirici* | tek (?:tava|tencere|ocak)\\p{L}*`,
    diet: `vejetaryen* | vegan* | glüten* | gluten* | çölyak* | alerji* | laktoz* | süt ürün* | helal | koşer | keto | etsiz
      (?:et|tavuk|balık|domuz|süt|yumurta|acı|glüten) yemiyor\\p{L}* | (?:et|tavuk|balık|domuz|acı) yemem | intoleran* | diyabet* | diyet*`,
    available: `(?:evde|elimde|dolapta|buzdolabında|buzdolabımda|mutfakta) | buzdolab* | kiler* | kalan* | artan* | var | mevcut*`,
    audience: `(?:okuyucu|okur|komşu|apartman sakin|site sakin|sakin|müşteri|alıcı|veli|aile|ekip|ekib|meslektaş|grup|üye|gönüllü|öğrenci|sınıf arkadaş|çocuk|arkadaş|yeni başlayan|personel|kullanıcı|insan|halk)\\p{L}* için
      (?:okuyucu|komşu|müşteri|veli|ekib|meslektaş|öğrenci|çalışan|takipçi)\\p{L}*(?:e|a) | okuyucu* | okurlar* | (?:yaşlı|emekli)\\p{L}* | ileri yaş* | gençler* | ergen* | turist* | teknik olmayan | \\d+ yaş üstü | hedef kitle* | kitle*`,
    level: `yeni başla* | başlangıç seviye* | acemi* | yeni öğren* | hiç (?:çalışmadım|bilmiyorum|kullanmadım|öğrenmedim|görmedim) | ilk kez | ilk defa
      birinci sınıf | giriş (?:seviye|dersi)\\p{L}* | temel seviye* | temelim yok | bilgim yok | seviyem* | seviyeme | lise* | ortaokul* | orta seviye*
      anlamıyorum | anlamadım | kafam karış* | zorlanıyorum | \\d+ yaşında*`,
    role: `sen (?:\\p{L}+ ){0,2}\\p{L}+s[ıiuü]n | siz (?:\\p{L}+ ){0,2}\\p{L}+s[ıiuü]n[ıiuü]z | gibi davran* | olarak davran* | rol* | görevin | senin işin
      (?:asistan|uzman|öğretmen|eğitmen|koç|rehber|editör|danışman|kütüphaneci|yazar|müşteri temsilci)\\p{L}* olarak`,
    rules: `her zaman | daima | asla | hiçbir zaman | kesinlikle | mutlaka | zorunda* | sadece | yalnızca | kural* | en fazla | en çok | eğer | varsa | yoksa
      \\p{L}{2,}(?:rsa|rse)(?:m|n|k)? | olmadıkça | hariç | \\p{L}{3,}(?:mamalı|memeli)\\p{L}*
      \\p{L}{3,}(?:ma|me)(?:y[ıi]n|y[ıi]n[ıi]z)?(?=\\s*(?:[.,;:!?\\n)]|$))`,
    refuse: `reddet* | geri çevir* | kibarca | nazikçe | yönlendir* | cevap verme | yanıtlama | kapsam(?:ın)? dışı* | yardımcı olamaz* | yardım edemez*
      aktar* | devret* | (?:tıbbi|hukuki|mali|finansal) tavsiye* | iade*`,
    tone: `ton | tonu | tonda | tonla | tonunda | üslup* | samimi* | resmi (?:bir|dil|ton|olmayan|olsun)\\p{L}* | resmî | kibar* | nazik* | rahat* | sıcak*
      profesyonel* | sakin (?:bir|ve|ol)\\p{L}* | yumuşak* | pozitif* | olumlu | neşeli* | güven verici | özür dile* | empati* | cesaretlendir* | saygılı*
      nötr | tarafsız | sohbet havasında | günlük dil* | sade (?:bir )?dil* | anlaşılır`,
    length: `${NUMBER}[\\s-]+(?:\\p{L}+[\\s-]+)?(?:kelime*|sözcük*|cümle*|satır*|paragraf*|madde*|nokta*|sayfa*|karakter*|tweet*|emoji*)
      en fazla ${NUMBER} | en çok ${NUMBER} | maksimum ${NUMBER} | maks\\.? ${NUMBER} | ${NUMBER} (?:\\p{L}+ )?(?:geçmesin|geçmeyecek|aşmasın|aşmayacak)
      tek sayfa* | bir sayfa* | yarım sayfa* | birkaç satır* | kısa* | tek paragraf* | bir paragraf* | tek cümle* | bir cümle*`,
    format: `format* | biçim* | liste* | madde* | numaralı | tablo* | sütun* | satır* | başlık* | bölüm* | taslak | kontrol listesi | adım* | paragraf*
      json | csv | şablon* | takvim*`,
    table: 'tablo* | sütun* | satır* | kolon* | ızgara | yan yana | karşılaştırma tablo*',
    list: 'liste* | madde* | maddeler halinde | madde madde | numaralı | kontrol listesi | check-?list*',
    schedule: `gün gün | günlük (?:plan|program|takvim|çizelge)\\p{L}* | hafta hafta | haftalık (?:plan|program|takvim|çizelge)\\p{L}* | her gün için | günde | \\d+\\. gün* | \\d+\\. hafta* | (?:birinci|ikinci|üçüncü|ilk|son) (?:gün|hafta)\\p{L}*
      takvim* | program* | çizelge* | pazartesi* | salı* | çarşamba* | perşembe* | cuma* | cumartesi* | pazar | pazarları | pazar günü
      sabah,? öğle\\p{L}*`,
    shortMessage: `kısa* | birkaç satır* | ${NUMBER} (?:kısa )?(?:satır|cümle)\\p{L}* | tek paragraf* | whatsapp* | grup mesaj* | grup sohbet* | sohbet grub*
      telegram* | sms`,
    steps: 'adım adım | adımlar* | her adım* | aşama aşama | sırayla | önce.{1,40}sonra',
    sections: `bölüm* | başlık* | kısım* | kısımlar* | anahtar terim* | temel kavram* | sözlük* | tanım* | kendini (?:test|sına)\\p{L}* | öz değerlendirme
      alıştırma soru* | özet kutusu | karşılaştırma tablo* | formül*`,
    placeholder: '\\[[^\\]\\n]{1,60}\\] | \\{\\{[^}\\n]{1,60}\\}\\} | \\{[^}\\n]{1,60}\\} | <[^>\\n]{1,60}>',
    exact: `aynen | tam olarak | birebir | kelimesi kelimesine | olduğu gibi | yazıldığı gibi | değiştirme* | değiştirmeden | aynı kalsın | aynı kalmalı
      (?:tarih|saat|sayı|rakam|fiyat|isim)\\p{L}* (?:aynı|değişmesin|olduğu gibi) | yuvarlama* | kopyala*`,
    notStated: `belirtilmemiş* | belirtilmedi* | yazmıyor* | bilinmiyor | bilinmeyen | yok ise | yoksa | eksik* | boş bırak* | belirtilmemişse
      tire koy* | soru işareti koy*`,
    noInvention: `uydurma* | uydurmadan | icat etme | (?:yeni |ek )?bilgi eklem* | iddia eklem* | bilgi katma*
      (?:sadece|yalnızca) (?:\\p{L}+ )?(?:verdiğim|verilen|bu|şu|notlar|notlarım|bilgiler)\\p{L}* | (?:notlarda|metinde|burada|listede) olmayan
      dışına çıkma* | tahmin etme* | varsayma* | emin değilsen | abartma*`,
    flag: `işaretle* | belirt* | vurgula* | not düş* | bana (?:söyle|bildir|sor)\\p{L}* | bildir* | belirsiz* | net olmayan | eksik* | boşluk* | şüphe*
      emin değil* | soru işaret* | kontrol edilecek | kontrol edilmeli | kontrol için`,
    questionsFirst: `soru(?:lar)? sor* | sorular?\\p{L}* sor* | beni sorgula* | (?:önce|ilk önce) (?:bana )?sor* | sorularla başla* | yazmadan önce
      yazmaya başlamadan önce | başlamadan önce | henüz yazma`,
    oneAtATime: `teker teker | birer birer | tek tek | her seferinde (?:bir|tek) | (?:en fazla|en çok|sadece|yalnızca) ${NUMBER} (?:\\p{L}+ )?soru*
      ${NUMBER} (?:\\p{L}+ )?soru* | cevabımı bekle* | yanıtımı bekle* | her cevaptan sonra`,
    analogy: `benzetme* | analoji* | karşılaştır* | gibi düşün* | sanki | metafor* | günlük hayat* | gerçek hayat* | gündelik* | örnek* | örneğin | mesela
      misal | benzer* | düzine*`,
    plainLanguage: `basit (?:bir )?(?:dil|kelime|sözcük|anlatım|şekilde)\\p{L}* | sade (?:bir )?(?:dil|şekilde)\\p{L}* | basitçe | jargon* | teknik terim*
      teknik olmayan | kolay anlaşılır | anlaşılır | (?:çocuğa|yeni başlayana) anlatır gibi | yeni başlayan* için | acemi* için | yeni başladım | sıfırdan`,
    checkUnderstanding: `beni test et* | beni sına* | quiz | anladığımı (?:kontrol|test)\\p{L}* | anlayıp anlamadığımı | soru (?:sor|yönelt)\\p{L}*
      kendi cümlelerimle | kendi kelimelerimle | sana geri anlat* | alıştırma* | pratik soru*`,
    lineByLine: `satır satır | her satır* | adım adım | her (?:bölüm|kısım|parça|adım)\\p{L}*`,
    changesData: `sil* | üzerine yaz* | değiştir* | veri\\p{L}* (?:kaybı|kaybol|bozul)\\p{L}* | kaybol* | bozar* | bozul* | zarar* | güvenli mi | geri al* | yedek*`,
    testSafely: `test* | dene* | önce (?:bir )?kopya* | kopya (?:sayfa|tablo)\\p{L}* | örnek veri* | deneme (?:verisi|tablosu|sayfası) | güvenli*
      (?:çalıştır|kullan|güven|aktif et)\\p{L}*madan önce | önce kendime gönder*`,
    rank: `sırala* | sıraya koy* | daralt* | ele | seç* | en iyi* | en (?:uygun|yararlı|ilginç|önemli|kullanışlı|mantıklı) | hangi(?:si|leri) (?:daha )?uygun
      öncelik* | ilk ${NUMBER} | neden (?:uygun|seçtiğ)\\p{L}*`,
    searchTerms: `arama terim* | anahtar kelime* | anahtar sözcük* | eş anlamlı* | eşanlamlı* | alt soru* | daha küçük soru* | ilgili terim* | ne arama*
      google* | google scholar | veri taban*`,
    notAnswers: `cevapla(?:ma|mayın) | (?:cevap|cevapları|yanıt|yanıtları) verme* | cevapsız | (?:sadece|yalnızca) soru* | araştırmayı ben yap* | ben araştır*`,
    humanJudgement: `insan* | bir kişi | elle | manuel* | kendim | karar* | yargı* | ben (?:karar ver|kontrol et)\\p{L}* | otomatikleştirilemez\\p{L}*
      otomatikleştirilmemeli\\p{L}*`,
    problems: `ne(?:ler)? (?:ters|yanlış) gidebilir | sorun* | problem* | hata* | zor durum* | uç durum* | risk* | aksaklık* | çift kayıt* | mükerrer
      yazım hata* | yanlış* | geçersiz | boş alan* | spam`,
    handle: `nasıl (?:çöz|önle|düzelt|ele al|başa çık|halle)\\p{L}* | çözüm* | düzelt* | ne yapmalı* | önle* | başa çık* | halle*`,
    triggerAction: `\\p{L}+(?:dığında|diğinde|duğunda|düğünde|tığında|tiğinde|tuğunda|tüğünde|ınca|ince|unca|ünce) | \\p{L}{2,}(?:rsa|rse)\\b.{1,80}\\bsonra
      tetikleyici* | tetikle* | → | -> | olur olmaz`,
    labels: 'etiket* | kategori* | sınıf* | seçenek*',
    fallback: 'diğer* | hiçbiri* | hiçbirine uymuyorsa | uymuyorsa | emin değilsen',
    oneLabelOnly: `(?:sadece|yalnızca) (?:etiket|kategori|tek kelime|bir kelime|etiketin adı)\\p{L}* | başka (?:bir )?(?:şey|metin|açıklama) (?:yazma|ekleme)\\p{L}*
      açıklama(?:sız| yapma| ekleme| yazma)\\p{L}* | tek kelime* | yalnızca bir | sadece bir`,
    facts: `bilgi* | detay* | ayrıntı* | özellik* | \\d+ ?% | %\\d+ | beden* | boyut* | ölçü* | renk* | malzeme* | kumaş* | yün* | pamuk* | yıkama* | bakım*
      fiyat* | çalışma saat* | açık* | kapasite* | \\d+ ?(?:cm|mm|ml|gr|g|kg)`,
    frequency: `haftada ${NUMBER} (?:kez|kere|gün|paylaşım|gönderi|post)\\p{L}* | günde ${NUMBER} (?:kez|kere|paylaşım|gönderi|post)\\p{L}* | haftada bir
      günde bir | her gün | gün aşırı | ${NUMBER} (?:paylaşım|gönderi|post)\\p{L}* | haftada`,
    platform:
      'instagram* | insta | tiktok* | facebook* | pinterest | twitter | threads | youtube* | linkedin* | whatsapp* | telegram* | etsy* | bluesky | snapchat',
    themes: `tema* | konu | konular* | konusu | konuları | konulu | hakkında | üzerine | kamera arkası | perde arkası | tarif* | ipucu* | ipuçları | hikaye* | hikâye*
      nasıl (?:yapıyoruz|yapılır|hazırlıyoruz) | yeni lezzet* | pazar yeri | mevsim* | sezonluk | müşteri*`,
    offer: `iade* | para iadesi | indirim* | kargo takip* | takip numara* | takip link* | kupon* | hediye çeki | ücretsiz kargo | bedava kargo | değişim
      yeniden gönder* | \\d+ ?% | %\\d+ | ekspres | hızlı kargo | kredi | politika*`,
    noPersonal: `\\[[^\\]\\n]{1,40}\\] | \\{[^}\\n]{1,40}\\} | <[^>\\n]{1,40}> | \\S+@example\\.(?:com|org|net) | müşteri (?:adı|ismi) | müşterinin adı | müşteri*
      isimsiz | anonim* | (?:gerçek )?isim (?:kullanma|yazma|verme)\\p{L}* | kişisel bilgi* (?:olmadan|kullanma|yazma)\\p{L}*`,
    program:
      'google sheets | google e-tablolar | e-tablolar | sheets | excel | libreoffice | numbers | calc | openoffice | microsoft 365 | office 365',
    columns: `[a-z] sütun* | [a-z]-[a-z] sütun* | sütun [a-z](?![\\p{L}]) | [a-z] ile [a-z] | \\d+\\. satır* | satır \\d+ | \\d+-\\d+\\. satır* | başlık satır*
      ilk satır* | [a-z]\\d+:[a-z]\\d+ | [a-z] kolon*`,
    cell: `[a-z]+\\d+ hücre* | hücre* [a-z]+\\d+ | [a-z]\\d+ | tablonun altın* | sütunun altın* | yeni bir (?:hücre|sütun|satır)\\p{L}* | toplam satır*`,
    explainPlainly: `açıkla* | anlat* | ne (?:yaptığını|işe yaradığını) | nasıl çalıştığını | parçala* | basit(?:çe| bir dille| kelimelerle)`,
    error: '#[a-z]+[?!/0]* | hata* | hata mesaj* | "[^"\\n]{2,60}" | «[^»\\n]{2,60}»',
    expected: `bekliyordum | beklenen | beklediğim | (?:göstermesi|vermesi|olması|sayması|bulması) gerek* | istediğim | görmek istedi* | sayı* | toplam* | adet*`,
    whatWasDone:
      'yapıştırdım | yazdım | girdim | ekledim | kullandım | çalıştırdım | kopyaladım | denedim | tıkladım | bastım | koydum | uyguladım | yerleştirdim',
    review: `tekrar* | gözden geçir* | özet* | deneme sınav* | deneme test* | çıkmış soru* | geçmiş sınav* | pratik test* | alıştırma* | kendimi test*
      aralıklı tekrar | soru çöz*`,
    weakest:
      'zayıf* | en zor | zorlan* | zor (?:geliyor|buluyorum) | iyi değilim | en kötü | kafam karış* | karıştırıyorum',
    updateFiles: `güncelle* | değiştir* | yenile* | eski (?:dosya|fiyat|sss|liste)\\p{L}* | güncel olmayan | güncelliğini yitir* | yeni sürüm* | son sürüm*
      yeniden yükle* | tekrar yükle* | yenisini yükle*`,
    rerunTests: `testleri (?:tekrar|yeniden) (?:çalıştır|yap)\\p{L}* | (?:tekrar|yeniden) test et* | yeniden dene* | tekrar dene* | testleri tekrarla*
      soruları (?:tekrar|yeniden) sor*`,
    recordChanges: `kayıt* | kaydet* | günlük tut* | değişiklik (?:listesi|günlüğü|kaydı) | değişiklikleri (?:not|kaydet|yaz)\\p{L}* | not al* | belgele* | log*
      changelog`,
    testCases: `eksik bilgi* | bilgi* eksik | eksik* | konu dışı* | kapsam dışı* | alakasız* | ilgisiz* | cevaplanamaz* | cevaplanamayan | yanıtlanamayan
      cevabı (?:dosyada|belgede) olmayan | dosyada olmayan | bilmediği | belirsiz* | muğlak*`,
    goodAnswer: `iyi (?:bir )?(?:cevap|yanıt)\\p{L}* | ideal (?:cevap|yanıt)\\p{L}* | beklenen (?:cevap|yanıt)\\p{L}* | doğru (?:cevap|yanıt)\\p{L}*
      ne (?:demesi|cevap vermesi|yanıt vermesi|yapması) gerek* | nasıl (?:cevap|yanıt) vermesi gerek*`,
    oneSentenceJob: `tek cümle* | bir cümle* | tek satır* | kime yardım* | girdi* | çıktı* | ne alır | ne alacağı* | neyi alacağı* | ne (?:verir|döndürür|üretir)
      ne vereceği* | neyi döndüreceği*`,
    whoUses: `(?:ekib|ekip|personel|müşteri|meslektaş|öğrenci|aile|üye|gönüllü|veli|okuyucu|dükkan|mağaza|kafe|işletme|sınıf)\\p{L}* için | kullanacak* | kullanıcı*
      eşim ve ben | ben ve eşim | (?:ekibim|personelim|çalışanlarım|müşterilerim) kullan*`,
    repeated: `her (?:gün|hafta|sabah|akşam|cuma|pazartesi|pazar|ay|seferinde) | haftalık | günlük | aylık | sık sık | sıklıkla | düzenli* | tekrar tekrar | rutin*
      tekrarla* | genelde | genellikle | her zaman`,
    apps: `gmail | outlook | google (?:sheets|forms|calendar|drive|docs) | excel | calendly | trello | notion | slack | whatsapp | zapier | make | n8n
      airtable | mailchimp | shopify | etsy | stripe | paypal | typeform | jotform | e-tablo* | tablo* | gelen kutusu | takvim* | uygulama* | araç*`,
    formFields:
      'alan* | ad | adı | isim* | soyad* | e-posta* | eposta* | telefon* | doğum tarihi | adres* | topla* | onay kutusu | açılır liste',
    order: `önce | ilk önce | sonra | ardından | daha sonra | en son | son olarak | sonunda | adım ${NUMBER} | \\d[.)]
      \\p{L}+(?:dığında|diğinde|duğunda|düğünde|ınca|ince) | → | -> | sırayla`,
    avoid: `\\p{L}{3,}(?:ma|me)(?:y[ıi]n|y[ıi]n[ıi]z)?(?=\\s*(?:[.,;:!?\\n)]|$)) | \\p{L}{3,}(?:mamalı|memeli)\\p{L}* | asla | hiçbir zaman | kaçın*
      \\p{L}{2,}s[ıiuü]z | olmadan | \\p{L}+(?:madan|meden) | dışarıda bırak*`,
    action: `yapmalı* | gerek* | lazım | mutlaka | unutmayın | unutmasınlar | depola* | su biriktir* | doldur* | ne yapmaları gerek* | ne yapılacağı | en başta
      başta | ilk (?:satır|cümle)\\p{L}* | başında | kalın | harekete geçirici`,
    skills: `iyi \\p{L}+ (?:çekerim|yaparım|bilirim|konuşurum|yazarım|pişiririm|çizerim) | \\p{L}+(?:ebilirim|abilirim) | beceri* | yetenek* | deneyim* | tecrübe*
      çalıştım | olarak çalış* | mesleğim | (?:öğretmen|mühendis|tasarımcı|grafiker|muhasebeci|hemşire|aşçı|yazar|çevirmen|fotoğrafçı|öğrenci|programcı|yazılımcı)\\p{L}*
      \\p{L}+(?:cıyım|ciyim|cuyum|cüyüm|çıyım|çiyim|çuyum|çüyüm) | \\p{L}+(?:men|man)(?:ım|im) | bilirim | konuşurum | hobi*`,
    assistantJob: `(?:asistan|bot|gpt|yardımcı)\\p{L}* (?:\\p{L}+ )?(?:cevaplar|yanıtlar|yazar|yardım eder|hazırlar|planlar|açıklar|sıralar|önerir|kontrol eder|özetler|oluşturur|yapar|verir|söyler)\\p{L}*
      \\p{L}+(?:an|en|yan|yen) (?:bir )?(?:asistan|bot|gpt)\\p{L}* | (?:görevi|işi|görevin|işin) (?:şu|şudur|\\p{L}+mak|\\p{L}+mek)
      (?:sen )?\\p{L}+(?:ıyorsun|iyorsun|uyorsun|üyorsun)`,
    files: `dosya* | sss | sık sorulan sorular | fiyat listesi | fiyat* | rehber* | kılavuz* | belge* | pdf | e-tablo* | menü* | yüklen* | yükledi*
      bilgi bankası | çalışma saat* | politika* | katalog*`,
    setting: `üstünde | üzerinde | yanında | önünde | arkasında | altında | kenarında | kıyısında | ortasında | içinde | \\p{L}+(?:daki|deki|taki|teki)
      arka plan* | ön plan* | sahne* | manzara* | kıyı* | sahil* | plaj* | liman* | bahçe* | oda* | masa* | pencere* | uçurum* | deniz*`,
    style: `fotoğraf* | foto | fotogerçekçi* | illüstrasyon* | illustrasyon* | çizim* | vektör* | düz (?:renk|çizim|illüstrasyon)\\p{L}* | suluboya* | sulu boya*
      yağlı boya* | akrilik | kara kalem | karakalem | eskiz* | mürekkep | pastel | 3d | üç boyutlu | render* | çizgi film* | karikatür* | anime | manga
      çizgi roman* | piksel art | pixel art | dijital sanat | sinematik | minimalist* | gerçekçi* | hiper ?gerçekçi* | poster* | afiş* | editoryal | iskandinav*
      mid-century | bohem* | boho | japandi | endüstriyel | rustik | art deco | vintage | retro | modern | \\p{L}+ (?:tarz|stil)\\p{L}* | ghibli | masal kitab*
      kolaj | linol* | izometrik | low poly | oyun hamuru`,
    colours: `(?:sıcak|soğuk|pastel|canlı|yumuşak|toprak|nötr|açık|koyu) (?:renk|ton)\\p{L}* | renk paleti* | pastel* | kırmızı* | turuncu* | sarı | sarısı | sarılı
      yeşil* | mavi* | mor | moru | mora | pembe* | beyaz* | siyah* | gri | grisi | altın (?:rengi|sarısı) | gümüş* | turkuaz* | lacivert* | bej* | krem*
      kahverengi* | toprak rengi* | adaçayı | hardal* | monokrom | neon`,
    light: `(?:sıcak|soğuk|yumuşak|doğal|loş|dramatik|sert|altın|gün|güneş|ay|mum|sabah|akşam|kış|stüdyo|arka|yan|pencere|lamba)\\p{L}* ışı\\p{L}* | aydınlık | gün batımı* | gün doğumu* | günbatımı* | altın saat* | mavi saat* | alacakaranlık* | şafak* | mum* | kontra ışık | gölge* | parıltı*
      neon | bulutlu | lamba* | abajur* | peri ışık*`,
    mood: `(?:sıcak|samimi|huzurlu|sakin|neşeli|romantik|gizemli|nostaljik|büyülü|rahat|davetkar|ferah) (?:bir )?(?:atmosfer|hava|ortam|ruh hali)\\p{L}*
      huzur* | sıcacık | rüya gibi | oyunbaz | neşeli* | mutlu* | şenlikli | romantik* | gizemli* | rahatlatıcı | nostaljik* | enerjik* | hüzünlü*
      kasvetli* | büyülü* | davetkar | hygge | ferah*`,
    composition: `yakın çekim* | geniş (?:açı|plan|çekim)\\p{L}* | kuşbakışı | tepeden | yukarıdan | üstten (?:görünüm|çekim)\\p{L}* | flat lay | ortala*
      merkez* | ortada | üçte bir kuralı | solda | sağda | sola | sağa | solunda | sağında | (?:sol|sağ|alt|üst) (?:taraf|köşe|yarı|üçte)\\p{L}* | köşe\\p{L}*
      ön planda | arka planda | portre | yatay | dikey | boydan | çerçevele* | simetri* | alçak açı* | yüksek açı* | göz hizası* | makro`,
    emptySpace: `boş (?:alan|yer|bölge|kısım|arka plan)\\p{L}* | negatif alan* | (?:metin|yazı|başlık) için (?:boş )?(?:alan|yer)\\p{L}* | sade arka plan* | düz arka plan*
      (?:sol|sağ|üst|alt) (?:taraf|kısım|yarı)\\p{L}* boş | sade (?:bir )?fon* | temiz arka plan*`,
    features: `mobilya* | yatak* | dolap* | gardırop* | raf* | masa* | sandalye* | koltuk* | halı* | kilim* | perde* | lamba* | bitki* | ahşap* | meşe* | keten*
      pamuk* | yün* | kadife* | rattan | hasır* | bambu* | mermer* | metal* | duvar* | zemin* | parke* | tavan* | duvar kağıdı* | boya* | adaçayı | krem*
      beyaz* | bej* | yeşil* | mavi*`,
    aspectRatio: '--ar \\d+:\\d+ | --aspect \\d+:\\d+ | en boy oranı* | \\d+:\\d+ oran*',
    styleRef: '--sref\\s+(?:\\S+) | stil referans*',
    parameter: '--[a-z]+(?:\\s+(?!-)\\S+)?',
  },
};

export default tr;
