//! The two languages of the UI: German (default, with the Wertungsordnung's terms) and English.
//! A plain table: two languages and a few dozen texts do not earn an i18n crate's bytes.

use crate::dwz::numeric::{fixed, round_half_away};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    De,
    En,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
        }
    }

    pub fn from_code(s: &str) -> Option<Lang> {
        match s {
            "de" => Some(Lang::De),
            "en" => Some(Lang::En),
            _ => None,
        }
    }

    /// A number with `places` decimals: decimal comma in German, point in English.
    ///
    /// ```
    /// use wertung::web::i18n::Lang;
    /// assert_eq!(Lang::De.num(3.088, 3), "3,088");
    /// assert_eq!(Lang::En.num(33.66667, 1), "33.7");
    /// assert_eq!(Lang::De.num(-0.588, 3), "−0,588");
    /// ```
    pub fn num(self, x: f64, places: usize) -> String {
        let s = fixed(x, places as u32);
        let s = if s.starts_with('-') && s.trim_start_matches(['-', '0', '.']).is_empty() {
            s.trim_start_matches('-').to_string()
        } else {
            s.replacen('-', "−", 1)
        };
        match self {
            Lang::De => s.replace('.', ","),
            Lang::En => s,
        }
    }

    /// A signed number: "+23", "−19", "0".
    pub fn signed(self, x: f64, places: usize) -> String {
        let s = self.num(x, places);
        if round_half_away(x, places as u32) > 0.0 {
            format!("+{s}")
        } else {
            s
        }
    }

    /// A score with "½": 2.5 -> "2½", 0.5 -> "½".
    pub fn score(self, w: f64) -> String {
        let whole = w.trunc() as i64;
        let half = (w - w.trunc()).abs() >= 0.25;
        match (whole, half) {
            (0, true) => "½".into(),
            (n, true) => format!("{n}½"),
            (n, false) => n.to_string(),
        }
    }

    pub fn text(self, m: Msg) -> &'static str {
        let (de, en) = m.texts();
        match self {
            Lang::De => de,
            Lang::En => en,
        }
    }
}

macro_rules! messages {
    ($($name:ident => $de:expr, $en:expr;)*) => {
        /// Every text of the UI.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum Msg { $($name),* }
        impl Msg {
            fn texts(self) -> (&'static str, &'static str) {
                match self { $(Msg::$name => ($de, $en)),* }
            }
        }
    };
}

messages! {
    Title => "DWZ-Rechner", "DWZ calculator";
    Tagline => "Nach der Wertungsordnung des DSB (gültig ab 2026/2). Alles wird in Ihrem Browser gerechnet, nichts verlässt das Gerät.",
        "By the DSB Wertungsordnung (valid from 2026/2). Everything is computed in your browser; nothing leaves the device.";
    TabForecast => "Vorausberechnung", "Forecast";
    TabRecheck => "Nachberechnung", "Recheck";
    TabFirst => "Erst-DWZ", "First rating";
    HelpForecast => "Ihre DWZ nach dem Turnier, aus Ihren bisherigen Partien. Gegner ohne DWZ zählen nicht.",
        "Your DWZ after the tournament from your games so far. Opponents without DWZ do not count.";
    HelpRecheck => "Prüfen Sie eine Auswertung: jeden Gegner mit der Wertung, mit der er gezählt wurde (Erst-DWZ, Leistung eines Ausnahmespielers), und das K der Auswertung.",
        "Check an evaluation: each opponent at the rating he was counted with (first DWZ, an exceptional player's performance), and the evaluation's K.";
    HelpFirst => "Ihre voraussichtliche erste DWZ aus Partien gegen Gegner mit DWZ und Ihren Restpartien.",
        "Your expected first DWZ from games against rated opponents and your Restpartien.";
    YourDwz => "Ihre DWZ", "Your DWZ";
    Index => "Index", "Index";
    BirthYear => "Geburtsjahr", "Year of birth";
    EndDate => "Turnierende", "Tournament end";
    KOfEvaluation => "K der Auswertung (falls bekannt)", "K of the evaluation (if known)";
    Games => "Partien", "Games";
    Opponent => "Gegner-DWZ", "Opponent DWZ";
    WithoutDwz => "ohne DWZ", "no DWZ";
    Result => "Ergebnis", "Result";
    AddGame => "Partie hinzufügen", "Add game";
    Remove => "Entfernen", "Remove";
    RestGames => "Restpartien", "Restpartien (stored games)";
    AddRest => "Restpartie hinzufügen", "Add Restpartie";
    Date => "Datum", "Date";
    ResultHint => "Ergebnis: 1, ½ (oder r, =, 0,5), 0; + und − kampflos (zählt nicht). Enter fügt eine Zeile an.",
        "Result: 1, ½ (or r, =, 0.5), 0; + and − forfeits (not counted). Enter adds a row.";
    Points => "Punkte W", "Score W";
    GamesN => "Partien n", "Games n";
    Expectation => "Punkterwartung W", "Expected score W";
    Difference => "W − W", "W − W";
    KFactor => "Entwicklungsfaktor K", "Development factor K";
    KParts => "K₀ · b + a", "K₀ · b + a";
    KGiven => "aus der Auswertung", "from the evaluation";
    OppAverage => "Gegnerschnitt R", "Opponents' average R";
    Performance => "Leistung R", "Performance R";
    NewDwz => "Neue DWZ", "New DWZ";
    PerGame => "DWZ-Beitrag je Partie", "Change per game";
    Curve => "Punkterwartung gegen dieses Feld", "Expected score against this field";
    CurveCaption => "Die Kurve zeigt W zu jeder möglichen DWZ; wo sie die erzielte Punktzahl schneidet, liegt die Leistung.",
        "The curve shows W for every possible DWZ; where it meets the actual score lies the performance.";
    StartValue => "Startwert R", "Start value R";
    IterationResult => "Iterationsendwert R", "Iteration result R";
    Correction => "Korrektur", "Correction";
    FirstDwz => "Erst-DWZ R", "First DWZ R";
    Iteration => "Iteration anzeigen", "Show iteration";
    FictiveDraw => "Fiktives Remis gegen", "Fictive draw against";
    NoFirst => "Noch keine Erst-DWZ", "No first DWZ yet";
    TooFew => "Es zählen erst %n Partien gegen Gegner mit DWZ (mit Restpartien); nötig sind 5. Noch %m Partien, dann gibt es eine Erst-DWZ.",
        "Only %n games against rated opponents count (with Restpartien); 5 are needed. %m more games and there is a first DWZ.";
    NoPoints => "In %n Partien gegen Gegner mit DWZ noch kein Punkt. Schon ein Remis reicht für eine Erst-DWZ.",
        "No point yet in %n games against rated opponents. A single draw is enough for a first DWZ.";
    Ignored => "Nicht gezählt: Gegner ohne DWZ und kampflose Partien.", "Not counted: opponents without DWZ and forfeits.";
    Advanced => "Erweitert", "Advanced";
    ModeLabel => "Rechenweise", "Arithmetic";
    ModeTable => "Tabellen (wie im Auswertungsbeispiel)", "Tables (as in the worked example)";
    ModeExact => "Gleitkomma (exakt)", "Floating point (exact)";
    Params => "Stellgrößen (Anhang 1.2.1)", "Parameters (Anhang 1.2.1)";
    ParamR => "r: Korrektur der Erst-DWZ", "r: first-rating correction";
    ParamT => "t: Divisor Jugendaufschlag", "t: divisor of the youth bonus";
    ParamU => "u: Verschiebung Bremsfaktor", "u: shift of the brake factor";
    ParamA1 => "a1: Aufschlag Junioren", "a1: bonus juniors";
    ParamA2 => "a2: Aufschlag Erwachsene", "a2: bonus adults";
    ParamKMax => "Kmax: Höchstwert von K", "Kmax: highest K";
    Defaults => "Standardwerte", "Defaults";
    Reset => "Alles zurücksetzen", "Reset everything";
    Share => "Link zu dieser Berechnung", "Link to this calculation";
    Copy => "Kopieren", "Copy";
    Copied => "Kopiert", "Copied";
    Embed => "Einbinden", "Embed";
    EmbedHelp => "So binden Sie den Rechner in die Seite Ihres Vereins ein (die Höhe passt sich an):",
        "Embed the calculator in your club's page like this (the height adapts):";
    Language => "English", "Deutsch";
    LanguageLabel => "Sprache", "Language";
    Offline => "Funktioniert auch offline und lässt sich installieren.", "Works offline and can be installed.";
    TournamentLink => "Ganzes Turnier auswerten (TRF, Kreuztabelle) →", "Evaluate a whole tournament (TRF, cross table) →";
    Footer => "Wertung – freie Software. Angaben ohne Gewähr; maßgeblich ist die Auswertung des DSB.",
        "Wertung – free software. No guarantee; the DSB's evaluation is what counts.";
    ErrDate => "Kein gültiges Datum (TT.MM.JJJJ):", "Not a valid date (DD.MM.YYYY):";
    ErrNumber => "Keine ganze Zahl:", "Not a whole number:";
    ErrRatingRange => "Eine DWZ liegt zwischen 1 und 3500", "A rating lies between 1 and 3500";
    ErrDwzMissing => "Bitte Ihre DWZ eingeben (ohne DWZ: Erst-DWZ).", "Please enter your DWZ (without one: first rating).";
    ErrRatingMissing => "Bitte die Gegner-DWZ eingeben.", "Please enter the opponent's rating.";
    ErrIndex => "Der Index liegt zwischen 1 und 9999", "The index lies between 1 and 9999";
    ErrBirthFuture => "Das Geburtsjahr liegt nach dem Turnierende", "The year of birth is after the tournament";
    ErrYear => "Kein gültiges Jahr:", "Not a valid year:";
    ErrK => "K ist eine Zahl zwischen 0 und 1000:", "K is a number between 0 and 1000:";
    ErrResult => "Unbekanntes Ergebnis (1, ½, 0, +, −):", "Unknown result (1, ½, 0, +, −):";
    ErrResultMissing => "Bitte ein Ergebnis eingeben.", "Please enter a result.";
    AgeYouth => "Jugendlicher (bis 20)", "Youth (up to 20)";
    AgeJunior => "Junior (21–25)", "Junior (21–25)";
    AgeAdult => "Erwachsener (ab 26)", "Adult (26 and over)";
    IndexAssumed => "Index unbekannt: 6 angenommen (WO 2.2.4)", "Index unknown: 6 assumed (WO 2.2.4)";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_use_the_half_sign() {
        assert_eq!(Lang::De.score(2.5), "2½");
        assert_eq!(Lang::De.score(0.5), "½");
        assert_eq!(Lang::De.score(3.0), "3");
        assert_eq!(Lang::De.signed(23.0, 0), "+23");
        assert_eq!(Lang::De.signed(-0.2, 0), "0");
    }
}
