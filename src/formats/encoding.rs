//! Text as Windows programs and DOS-era lists write it. Every text reader (TRF, cross table,
//! JSON, player lists) gets its text through [`decode`]: UTF-8 with or without byte-order mark,
//! else Windows-1252 or code page 850 (the old DSB DOS lists), whichever reads more letters.
//! Two tables of 128 characters.

/// Windows-1252, bytes 0x80 to 0xFF (the five undefined bytes as the C1 controls Windows maps
/// them to).
const CP1252: &str = "€\u{81}‚ƒ„…†‡ˆ‰Š‹Œ\u{8d}Ž\u{8f}\u{90}‘’“”•–—˜™š›œ\u{9d}žŸ\u{a0}¡¢£¤¥¦§¨©ª«¬\u{ad}®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ";
/// Code page 850 (DOS Latin-1), bytes 0x80 to 0xFF.
const CP850: &str = "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u{ad}±‗¾¶§÷¸°¨·¹³²■\u{a0}";

/// A single-byte code page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8 (not a code page: read as it is).
    Utf8,
    /// Windows-1252 (Western European).
    Windows1252,
    /// Code page 850 (DOS Latin-1).
    Cp850,
}

fn high_table(e: Encoding) -> [char; 128] {
    let table = match e {
        Encoding::Cp850 => CP850,
        _ => CP1252,
    };
    let mut out = ['\u{fffd}'; 128];
    for (slot, ch) in out.iter_mut().zip(table.chars()) {
        *slot = ch;
    }
    out
}

/// Decodes `bytes` in a single-byte code page. Runs of ASCII are copied whole (a 90 000-row
/// player list is mostly ASCII).
pub fn decode_as(bytes: &[u8], e: Encoding) -> String {
    if e == Encoding::Utf8 {
        return String::from_utf8_lossy(bytes).into_owned();
    }
    let high = high_table(e);
    let mut out = String::with_capacity(bytes.len() + bytes.len() / 16);
    let mut run = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if b >= 0x80 {
            out.push_str(std::str::from_utf8(&bytes[run..i]).unwrap_or_default());
            out.push(high[(b - 0x80) as usize]);
            run = i + 1;
        }
    }
    out.push_str(std::str::from_utf8(&bytes[run..]).unwrap_or_default());
    out
}

/// Which encoding `bytes` are in: UTF-8 where they are valid UTF-8, else the code page in which
/// more of the bytes above 0x7F are letters (Windows-1252 on a tie).
///
/// ```
/// use wertung::formats::encoding::{detect, Encoding};
/// assert_eq!(detect("Müßig".as_bytes()), Encoding::Utf8);
/// assert_eq!(detect(b"M\xfc\xdfig"), Encoding::Windows1252);
/// assert_eq!(detect(b"M\x81\xe1ig"), Encoding::Cp850);
/// ```
pub fn detect(bytes: &[u8]) -> Encoding {
    if std::str::from_utf8(bytes).is_ok() {
        return Encoding::Utf8;
    }
    // How often each byte above 0x7F occurs, then a score per code page from those counts.
    let mut counts = [0i64; 128];
    for &b in bytes.iter().filter(|&&b| b >= 0x80) {
        counts[(b - 0x80) as usize] += 1;
    }
    let score = |e: Encoding| {
        let high = high_table(e);
        high.iter()
            .zip(counts)
            .map(|(c, n)| {
                n * if c.is_alphabetic() {
                    2
                } else if c.is_control() {
                    -4
                } else {
                    0
                }
            })
            .sum::<i64>()
    };
    if score(Encoding::Cp850) > score(Encoding::Windows1252) {
        Encoding::Cp850
    } else {
        Encoding::Windows1252
    }
}

/// The text of a file: UTF-8 (a byte-order mark is dropped), Windows-1252 or code page 850
/// (see [`detect`]). Never fails: every byte is some character.
///
/// ```
/// use wertung::formats::encoding::decode;
/// let name = "Müßig-Öztürk";
/// assert_eq!(decode(name.as_bytes()), name);
/// assert_eq!(decode(&[&[0xEF, 0xBB, 0xBF][..], name.as_bytes()].concat()), name);
/// assert_eq!(decode(b"M\xfc\xdfig-\xd6zt\xfcrk"), name); // Windows-1252
/// assert_eq!(decode(b"M\x81\xe1ig-\x99zt\x81rk"), name); // code page 850
/// ```
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
    let text = decode_as(bytes, detect(bytes));
    text.strip_prefix('\u{feff}')
        .map(str::to_string)
        .unwrap_or(text)
}

/// [`decode`] of bytes given away: UTF-8 becomes the text without a copy, and the bytes of a
/// code page are given up as soon as their text is made (a list read in a browser's worker
/// then never holds the file twice).
///
/// ```
/// use wertung::formats::encoding::decode_owned;
/// assert_eq!(decode_owned("Müßig".as_bytes().to_vec()), "Müßig");
/// assert_eq!(decode_owned(b"\xEF\xBB\xBFM\xC3\xBC".to_vec()), "Mü");
/// assert_eq!(decode_owned(b"M\xfc\xdfig".to_vec()), "Müßig");
/// let twice = b"\xEF\xBB\xBF\xEF\xBB\xBFM\xC3\xBC".to_vec();
/// assert_eq!(decode_owned(twice.clone()), wertung::formats::encoding::decode(&twice));
/// ```
pub fn decode_owned(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        // As `decode`: the byte-order mark dropped, then a U+FEFF still at the start.
        Ok(mut text) => {
            for _ in 0..2 {
                if text.starts_with('\u{feff}') {
                    text.drain(..'\u{feff}'.len_utf8());
                }
            }
            text
        }
        Err(e) => {
            let mut bytes = e.into_bytes();
            if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
                bytes.drain(..3);
            }
            let encoding = detect(&bytes);
            widen_in_place(bytes, encoding)
        }
    }
}

/// The room to keep a file of `size` bytes in, so that [`decode_owned`] makes its text where it
/// is (a list of names in a code page has a letter above 0x7F in some dozens of bytes, each
/// two bytes in UTF-8): a buffer that must grow beyond its room moves, and a browser's worker
/// keeps the room it left for good.
///
/// ```
/// assert_eq!(wertung::formats::encoding::room_to_decode(1600), 1700);
/// ```
pub const fn room_to_decode(size: usize) -> usize {
    size.saturating_add(size / 16)
}

/// [`decode_as`] in a code page of bytes given away, made text where they are: the buffer is
/// lengthened by what the characters above 0x7F take more in UTF-8, and filled from its end, so
/// that a list of 7 MB never needs its bytes and its text at once. Each run of ASCII moves
/// whole; once what is left holds no character above 0x7F, it already stands where it belongs.
fn widen_in_place(mut bytes: Vec<u8>, e: Encoding) -> String {
    let high = high_table(e);
    let char_of = |b: u8| high[usize::from(b & 0x7F)];
    let more: usize = bytes
        .iter()
        .filter(|&&b| b >= 0x80)
        .map(|&b| char_of(b).len_utf8() - 1)
        .sum();
    // Bytes `..end` not read yet; the text is written below `write`.
    let mut end = bytes.len();
    bytes.resize(end + more, 0);
    let mut write = bytes.len();
    while write > end {
        let Some(at) = bytes[..end].iter().rposition(|&b| b >= 0x80) else {
            break;
        };
        let run = end - (at + 1);
        bytes.copy_within(at + 1..end, write - run);
        write -= run;
        let mut utf8 = [0; 4];
        let ch = char_of(bytes[at]).encode_utf8(&mut utf8).as_bytes();
        write -= ch.len();
        bytes[write..write + ch.len()].copy_from_slice(ch);
        end = at;
    }
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_have_128_characters_and_ascii_stays() {
        assert_eq!(CP1252.chars().count(), 128);
        assert_eq!(CP850.chars().count(), 128);
        assert_eq!(decode_as(b"abc", Encoding::Cp850), "abc");
        // 0x80 is the euro sign in Windows-1252, Ç in code page 850
        assert_eq!(decode_as(&[0x80], Encoding::Windows1252), "€");
        assert_eq!(decode_as(&[0x80], Encoding::Cp850), "Ç");
    }

    /// Bytes given away read as those borrowed, whatever they are: every byte above 0x7F at
    /// the start, the end, in runs and alone, with and without byte-order marks, in both code
    /// pages and UTF-8.
    #[test]
    fn bytes_given_away_read_as_borrowed() {
        let mut seed = 0x2545_f491_u32;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            seed
        };
        let mut cases: Vec<Vec<u8>> = vec![
            Vec::new(),
            vec![0xFC],
            b"\xEF\xBB\xBF\xFC".to_vec(),
            b"\xEF\xBB\xBF\xEF\xBB\xBF".to_vec(),
            b"M\x81\xe1ig-\x99zt\x81rk".to_vec(),
            "Müßig".as_bytes().to_vec(),
            (0x80..=0xFF).collect(),
        ];
        for len in [1, 2, 3, 17, 200] {
            for _ in 0..40 {
                let high_share = next() % 4;
                cases.push(
                    (0..len)
                        .map(|_| {
                            let byte = (next() % 128) as u8;
                            if next() % 4 < high_share {
                                byte | 0x80
                            } else {
                                byte
                            }
                        })
                        .collect(),
                );
            }
        }
        for bytes in cases {
            assert_eq!(decode_owned(bytes.clone()), decode(&bytes), "{bytes:?}");
        }
    }

    #[test]
    fn a_windows_line_with_umlauts_and_crlf() {
        let line = b"001    1      M\xfcller, J\xfcrgen\r\n";
        assert_eq!(decode(line), "001    1      Müller, Jürgen\r\n");
    }
}
