#!/usr/bin/env python3
"""Writes the generated player pages of chess-results.com (art=9) the tests read, in the layout
of the real pages (see ../shared/reference/chess-results/FORMAT.md): English and German, with
forfeits, a bye, a round not paired, an opponent whose Elo stands in, an unrated one and a round
paired but not played. Run from the repository: python3 scripts/chess-results-pages.py
The copied texts beside them (en-player.txt, de-player.txt) are Chromium's: the page shown,
everything selected, getSelection().toString() (as tests/browser/calc-chess-results.test.mjs
copies it)."""
import html, os

OUT = "tests/data/chess-results"

WORDS = {
    "en": dict(info="Player info", name="Name", title="Title", start="Starting rank", rating="Rating",
               nat="Rating national", intl="Rating international", perf="Performance rating",
               points="Points", rank="Rank", fed="Federation", club="Club/City", ident="Ident-Number",
               fide="Fide-ID", born="Year of birth ", date="Date", to="to",
               head=["Rd.", "Bo.", "SNo", "", "Name", "RtgI", "RtgN", "FED", "Club/City", "Pts.", "Res."],
               only=["Rd.", "Bo.", "SNo", "", "Name", "Rtg", "FED", "Club/City", "Pts.", "Res."],
               bye="bye", notpaired="not paired"),
    "de": dict(info="Spielerinfo", name="Name", title="Titel", start="Startrang", rating="Elo",
               nat="Elo national", intl="Elo international", perf="Eloperformance",
               points="Punkte", rank="Rang", fed="Föderation", club="Verein/Ort", ident="Ident-Nummer",
               fide="Fide-ID", born="Geburtsjahr", date="Datum", to="bis",
               head=["Rd.", "Br.", "SNr", "", "Name", "EloI", "EloN", "Land", "Verein/Ort", "Pkt.", "Erg."],
               only=["Rd.", "Br.", "SNr", "", "Name", "Elo", "Land", "Verein/Ort", "Pkt.", "Erg."],
               bye="spielfrei", notpaired="nicht ausgelost"),
}


def td(text, cls="CR"):
    return f'<td class="{cls}">{text}</td>'


def result_cell(colour, res):
    """The result cell: a small table of the colour and the result (a forfeit, bye or round
    not paired: the text alone)."""
    if colour is None:
        return td(html.escape(res).replace("½", "&frac12;"), "CRc")
    div = f'<div class="{"FarbewT" if colour == "w" else "FarbesT"}"></div>'
    return td(f'<table><tr><td>{div}</td><td class="CR">{res.replace("½", "&frac12;")}</td></tr></table>')


def page(lang, card, rounds, only_rtg=False, dates=None):
    w = WORDS[lang]
    head = w["only"] if only_rtg else w["head"]
    out = ['<!DOCTYPE html>\n<html lang="%s"><head><meta charset="utf-8"><title>Chess-Results Server Chess-results.com - Testturnier</title></head><body>' % ("de" if lang == "de" else "en")]
    out.append('<div class="defaultDialog"><h2>Testturnier 2026</h2>')
    if dates:
        out.append('<table class="CRs2"><tr><td class="CR">%s</td><td class="CR">%s %s %s</td></tr></table>' % (w["date"], dates[0], w["to"], dates[1]))
    out.append(f'</div><div class="defaultDialog"><h2>{w["info"]}</h2>')
    out.append('<table Class="CRs1" border="0" cellpadding="1" cellspacing="1" bgcolor="">')
    for key, value in card:
        out.append(f'<tr>{td(w[key])}{td(html.escape(str(value)))}</tr>')
    out.append('</table><p Class="CRlz">&nbsp;</p>\n<table class="CRs1" border="0" cellpadding="1" cellspacing="1">')
    out.append('<tr class="CRg1b">' + "".join(f'<th class="CR">{h}</th>' for h in head) + '</tr>')
    for k, r in enumerate(rounds):
        rd, bo, sno, title, name, rtgi, rtgn, fed, club, pts, colour, res = r
        cls = "CRg1" if k % 2 else "CRg2"
        name_cell = html.escape(name) if sno in ("-", "-2") else f'<a Class="CRdb" href="tnr1.aspx?lan=1&amp;art=9&amp;snr={sno}">{html.escape(name)}</a>'
        cells = [td(rd, "CRc"), td(bo, "CRc"), td(sno, "CRc"), td(title), td(name_cell)]
        cells += [td(rtgi, "CRr")] if only_rtg else [td(rtgi, "CRr"), td(rtgn, "CRr")]
        cells += [td(fed), td(html.escape(club)), td(pts.replace("½", "&frac12;"), "CRc"), result_cell(colour, res)]
        out.append(f'<tr class="{cls}">' + "".join(cells) + "</tr>")
    out.append("</table></div>\n<p>Chess-Tournament-Results-Server &copy; 2006-2026 Heinz Herzog</p></body></html>\n")
    return "\n".join(out)


CARD_EN = [("name", "Berger, Jonas"), ("start", 12), ("rating", 1912), ("nat", 1843), ("intl", 1912),
           ("perf", 1890), ("points", "4,5"), ("rank", 9), ("fed", "GER"), ("club", "SC Musterstadt"),
           ("ident", "10614-123"), ("fide", 24601234), ("born", 1990)]
# Rd, Bo, SNo, title, name, RtgI, RtgN, FED, club, Pts, colour, result
ROUNDS_EN = [
    ("1", "12", "44", "", "Adler, Anna", "1720", "1688", "GER", "SK Ost", "3", "w", "1"),
    ("2", "6", "3", "FM", "Nowak, Piotr", "2155", "2101", "POL", "KS Hetman", "5", "b", "½"),
    ("3", "8", "21", "", "Vogel, Tim", "1805", "1790", "GER", "SV Nord", "2", None, "+ 1K"),
    ("4", "5", "7", "IM", "Sliwinski, Marek", "2010", "0", "POL", "", "4½", "w", "0"),
    ("5", "-", "-", "", WORDS["en"]["bye"], "-", "-", "  -", "", "-", None, "- ½"),
    ("6", "9", "30", "", "Klein, Udo", "0", "0", "GER", "SF Süd", "2", "b", "1"),
    ("7", "7", "15", "", "Meier, Lena", "1850", "1822", "GER", "SC Musterstadt", "4", "w", "½"),
    ("8", "6", "11", "", "Schäfer, Paul", "1930", "1876", "GER", "TSV West", "4½", "b", ""),
]
CARD_DE = [("name", "Müller, Hans"), ("title", "FM"), ("start", 4), ("rating", 2105), ("nat", 2088),
           ("intl", 2105), ("perf", 2060), ("points", "3"), ("rank", 14), ("fed", "GER"),
           ("club", "SV Würzburg"), ("ident", "20511-7"), ("fide", 4600001), ("born", 1975)]
ROUNDS_DE = [
    ("1", "4", "36", "", "Östürk, Deniz", "1810", "1795", "GER", "SK Süd", "2", "w", "1"),
    ("2", "-", "-2", "", WORDS["de"]["notpaired"], "0", "0", "", "", "0", None, "- 0"),
    ("3", "7", "19", "", "Dvorak, Tomas", "2210", "0", "CZE", "", "3", "b", "½"),
    ("4", "5", "22", "", "Weiß, Karl", "1950", "1932", "GER", "SC Nord", "3½", None, "- 0K"),
    ("5", "-", "-", "", WORDS["de"]["bye"], "-", "-", "  -", "", "-", None, "- 1"),
    ("6", "3", "8", "WFM", "Lange, Eva", "2150", "2130", "GER", "SG Ost", "4", "w", "0"),
    ("7", "6", "27", "", "Brand, Ole", "0", "0", "GER", "", "2", "b", "1"),
    ("8", "4", "12", "", "Hahn, Ute", "2040", "2011", "GER", "TV Mitte", "4", "w", ""),
]
CARD_ONLY = [("name", "Berger, Jonas"), ("start", 12), ("rating", 1912), ("fed", "GER"), ("fide", 24601234), ("born", 1990)]
ROUNDS_ONLY = [
    ("1", "12", "44", "", "Adler, Anna", "1720", "", "GER", "SK Ost", "3", "w", "1"),
    ("2", "6", "3", "FM", "Nowak, Piotr", "2155", "", "POL", "KS Hetman", "5", "b", "½"),
    ("3", "5", "7", "", "Klein, Udo", "0", "", "GER", "SF Süd", "2", "w", "0"),
]

os.makedirs(OUT, exist_ok=True)
with open(f"{OUT}/en-player.html", "w", encoding="utf-8") as f:
    f.write(page("en", CARD_EN, ROUNDS_EN, dates=("2026/10/02", "2026/10/04")))
with open(f"{OUT}/de-player.html", "w", encoding="utf-8") as f:
    f.write(page("de", CARD_DE, ROUNDS_DE))
with open(f"{OUT}/en-rtg-only.html", "w", encoding="utf-8") as f:
    f.write(page("en", CARD_ONLY, ROUNDS_ONLY, only_rtg=True))
