//! A generator of FIDE rating lists in the exact layouts of `shared/spec/fide-player-list.md`
//! (the real list cannot be shipped): `players_list_foa.txt` (fixed width, 162 columns), its XML
//! and zips of either. Names are drawn from a few hundred surnames and given names of many
//! federations, so namesakes occur (told apart by birth year and federation); about a third of
//! the players are unrated. Deterministic: the same seed, the same list.
#![allow(dead_code)]

/// One generated player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenPlayer {
    pub fide_id: u32,
    pub name: String,
    pub fed: &'static str,
    pub sex: char,
    pub title: &'static str,
    pub standard: u32,
    pub rapid: u32,
    pub blitz: u32,
    pub birth_year: u32,
    pub flag: &'static str,
}

const SURNAMES: &[&str] = &[
    "Smith",
    "Mueller",
    "Schmidt",
    "Dvorak",
    "Novak",
    "Kowalski",
    "Nowak",
    "Ivanov",
    "Petrov",
    "Garcia",
    "Martinez",
    "Lopez",
    "Rossi",
    "Russo",
    "Bianchi",
    "Dubois",
    "Martin",
    "Bernard",
    "Jansen",
    "de Vries",
    "van der Berg",
    "van Dijk",
    "Nielsen",
    "Hansen",
    "Johansson",
    "Larsen",
    "Kovacs",
    "Nagy",
    "Horvath",
    "Popescu",
    "Ionescu",
    "Yilmaz",
    "Kaya",
    "Demir",
    "Singh",
    "Kumar",
    "Sharma",
    "Wang",
    "Li",
    "Zhang",
    "Liu",
    "Chen",
    "Nguyen",
    "Tran",
    "Kim",
    "Park",
    "Lee",
    "Silva",
    "Santos",
    "Oliveira",
    "Costa",
    "Pereira",
    "Fernandez",
    "Gonzalez",
    "Rodriguez",
    "Perez",
    "Sanchez",
    "Ramirez",
    "Torres",
    "Flores",
    "Murphy",
    "Kelly",
    "O'Brien",
    "Walsh",
    "Byrne",
    "Wilson",
    "Taylor",
    "Brown",
    "Jones",
    "Williams",
    "Davies",
    "Evans",
    "Thomas",
    "Roberts",
    "Horak",
    "Svoboda",
    "Prochazka",
    "Kucera",
    "Vesely",
    "Krejci",
    "Nemec",
    "Marek",
    "Pospisil",
    "Hajek",
    "Jelinek",
    "Ruzicka",
    "Benes",
    "Fiala",
    "Sedlacek",
    "Dolezal",
    "Zeman",
    "Kolar",
    "Navratil",
    "Cerny",
    "Vanek",
    "Meyer",
    "Weber",
    "Wagner",
    "Becker",
    "Schulz",
    "Hoffmann",
    "Koch",
    "Richter",
    "Klein",
    "Wolf",
    "Schroeder",
    "Neumann",
    "Schwarz",
    "Zimmermann",
    "Braun",
    "Krueger",
    "Hofmann",
    "Hartmann",
    "Lange",
    "Schmitt",
    "Werner",
    "Schmitz",
    "Krause",
    "Meier",
    "Lehmann",
    "Abdullayev",
    "Mammadov",
    "Aliyev",
    "Hasanov",
    "Gurbanov",
    "Kasparov",
    "Karpov",
    "Andersson",
    "Karlsson",
    "Nilsson",
    "Eriksson",
    "Olsen",
    "Pedersen",
    "Virtanen",
    "Korhonen",
    "Makinen",
    "Nieminen",
    "Papadopoulos",
    "Georgiou",
    "Dimitrov",
    "Georgiev",
    "Stojanovic",
    "Jovanovic",
    "Petrovic",
    "Nikolic",
    "Markovic",
    "Djordjevic",
    "Horvat",
    "Kovacevic",
    "Babic",
    "Maric",
    "Juric",
    "Novakovic",
    "Tomic",
    "Pavlovic",
    "Ilic",
];

const GIVEN: &[&str] = &[
    "Tomas",
    "Jan",
    "Petr",
    "Pavel",
    "Martin",
    "Jiri",
    "Josef",
    "Karel",
    "Lukas",
    "David",
    "Jakub",
    "Michal",
    "Ondrej",
    "Anna",
    "Eva",
    "Marie",
    "Jana",
    "Petra",
    "Lucie",
    "Tereza",
    "Hans",
    "Peter",
    "Michael",
    "Thomas",
    "Andreas",
    "Stefan",
    "Christian",
    "Markus",
    "Frank",
    "Juergen",
    "Klaus",
    "Wolfgang",
    "Sabine",
    "Petra",
    "Monika",
    "Ivan",
    "Sergey",
    "Alexander",
    "Dmitry",
    "Andrey",
    "Olga",
    "Elena",
    "Natalia",
    "Maria",
    "Jose",
    "Juan",
    "Carlos",
    "Luis",
    "Miguel",
    "Pedro",
    "Sofia",
    "Lucia",
    "Marco",
    "Luca",
    "Giuseppe",
    "Giovanni",
    "Paolo",
    "Pierre",
    "Jean",
    "Nicolas",
    "Julien",
    "Marie-Claire",
    "Pieter",
    "Jan Willem",
    "Sven",
    "Lars",
    "Nils",
    "Erik",
    "Ingrid",
    "Laszlo",
    "Zoltan",
    "Istvan",
    "Mihai",
    "Andrei",
    "Ahmet",
    "Mehmet",
    "Mustafa",
    "Rahul",
    "Arjun",
    "Vishal",
    "Wei",
    "Ming",
    "Hao",
    "Minh",
    "Duc",
    "Joao",
    "Rafael",
    "Bruno",
    "Sean",
    "Patrick",
    "Liam",
    "John",
    "James",
    "Robert",
    "Emma",
];

const FEDS: &[&str] = &[
    "CZE", "GER", "POL", "RUS", "ESP", "ITA", "FRA", "NED", "DEN", "SWE", "HUN", "ROU", "TUR",
    "IND", "CHN", "VIE", "KOR", "BRA", "POR", "ARG", "MEX", "IRL", "ENG", "USA", "AZE", "FIN",
    "GRE", "BUL", "SRB", "CRO", "SVK", "AUT", "SUI", "NOR", "FID",
];

const TITLES: &[&str] = &[
    "", "", "", "", "", "", "", "", "", "", "CM", "FM", "IM", "GM",
];

/// A small deterministic generator (xorshift).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `n` players, FIDE IDs from 100 000 upwards in steps of 1 to 9.
pub fn players(n: usize, seed: u64) -> Vec<GenPlayer> {
    let mut rng = Rng::new(seed);
    let mut id = 100_000u32;
    (0..n)
        .map(|_| {
            id += 1 + rng.below(9) as u32;
            let surname = SURNAMES[rng.below(SURNAMES.len())];
            let given = GIVEN[rng.below(GIVEN.len())];
            let rated = rng.below(3) != 0;
            let standard = if rated {
                1000 + rng.below(1800) as u32
            } else {
                0
            };
            let rapid = if rng.below(2) == 0 {
                1000 + rng.below(1700) as u32
            } else {
                0
            };
            let blitz = if rng.below(2) == 0 {
                1000 + rng.below(1700) as u32
            } else {
                0
            };
            let sex = if rng.below(5) == 0 { 'F' } else { 'M' };
            let inactive = rng.below(4) == 0;
            GenPlayer {
                fide_id: id,
                name: format!("{surname}, {given}"),
                fed: FEDS[rng.below(FEDS.len())],
                sex,
                title: if standard > 2300 {
                    TITLES[rng.below(TITLES.len())]
                } else {
                    ""
                },
                standard,
                rapid,
                blitz,
                birth_year: if rng.below(50) == 0 {
                    0
                } else {
                    1940 + rng.below(80) as u32
                },
                flag: match (sex, inactive) {
                    ('F', true) => "wi",
                    ('F', false) => "w",
                    (_, true) => "i",
                    _ => "",
                },
            }
        })
        .collect()
}

/// The header line of `players_list_foa.txt`.
pub const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// `v` left-aligned in `width` characters.
fn pad(out: &mut String, v: &str, width: usize) {
    out.push_str(v);
    for _ in v.chars().count()..width {
        out.push(' ');
    }
}

fn number(v: u32) -> String {
    if v == 0 {
        String::new()
    } else {
        v.to_string()
    }
}

/// One line of `players_list_foa.txt` (162 characters, without its line end).
pub fn line(p: &GenPlayer) -> String {
    let mut s = String::with_capacity(170);
    pad(&mut s, &p.fide_id.to_string(), 15);
    pad(&mut s, &p.name, 61);
    pad(&mut s, p.fed, 4);
    pad(&mut s, &p.sex.to_string(), 4);
    pad(&mut s, p.title, 5);
    pad(
        &mut s,
        if p.sex == 'F' && p.title.is_empty() && p.standard > 2000 {
            "WFM"
        } else {
            ""
        },
        5,
    );
    pad(&mut s, "", 15);
    pad(&mut s, "", 4);
    let games = |r: u32| if r == 0 { String::new() } else { "0".into() };
    let k = |r: u32| if r == 0 { String::new() } else { "20".into() };
    for r in [p.standard, p.rapid, p.blitz] {
        pad(&mut s, &number(r), 6);
        pad(&mut s, &games(r), 4);
        pad(&mut s, &k(r), 3);
    }
    pad(
        &mut s,
        &if p.birth_year == 0 {
            String::new()
        } else {
            p.birth_year.to_string()
        },
        6,
    );
    pad(&mut s, p.flag, 4);
    s
}

/// The whole text of `players_list_foa.txt` (CRLF line ends, as FIDE writes them).
pub fn text(players: &[GenPlayer]) -> String {
    let mut s = String::with_capacity((players.len() + 1) * 164);
    s.push_str(HEADER);
    s.push_str("\r\n");
    for p in players {
        s.push_str(&line(p));
        s.push_str("\r\n");
    }
    s
}

/// The XML variant (`players_list_xml_foa.xml`).
pub fn xml(players: &[GenPlayer]) -> String {
    let mut s = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<playerslist>\n");
    let esc = |v: &str| {
        v.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('\'', "&apos;")
    };
    for p in players {
        s.push_str(&format!(
            "<player>\n<fideid>{}</fideid>\n<name>{}</name>\n<country>{}</country>\n<sex>{}</sex>\n<title>{}</title>\n<w_title></w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n<rating>{}</rating>\n<games>0</games>\n<k>20</k>\n<rapid_rating>{}</rapid_rating>\n<rapid_games>0</rapid_games>\n<rapid_k>20</rapid_k>\n<blitz_rating>{}</blitz_rating>\n<blitz_games>0</blitz_games>\n<blitz_k>20</blitz_k>\n<birthday>{}</birthday>\n<flag>{}</flag>\n</player>\n",
            p.fide_id, esc(&p.name), p.fed, p.sex, p.title, p.standard, p.rapid, p.blitz,
            if p.birth_year == 0 { String::new() } else { p.birth_year.to_string() }, p.flag
        ));
    }
    s.push_str("</playerslist>\n");
    s
}

/// A zip of one deflated entry `name` holding `data` (dated 1 November 2026).
pub fn zip(name: &str, data: &[u8]) -> Vec<u8> {
    super::zip::zip(&[(name, data)], true)
}
