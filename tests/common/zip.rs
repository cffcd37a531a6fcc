//! Zip archives as the DSB and FIDE publish theirs, for the tests and the examples that
//! generate lists (`#[path]`-included there: it needs nothing of this crate).

/// The entries' date in the archive: 1 November 2026 (the month FIDE's list is named by).
const DOS_DATE: u16 = ((2026 - 1980) << 9) | (11 << 5) | 1;

/// A zip of `files` (name, content), each entry stored or deflated, in the order given.
pub fn zip(files: &[(&str, &[u8])], deflate: bool) -> Vec<u8> {
    let mut z = Vec::new();
    let mut central = Vec::new();
    for &(name, data) in files {
        let packed = if deflate {
            miniz_oxide::deflate::compress_to_vec(data, 6)
        } else {
            data.to_vec()
        };
        let method: u16 = if deflate { 8 } else { 0 };
        let crc = crc32(data);
        let offset = z.len() as u32;
        let common = |out: &mut Vec<u8>| {
            out.extend(20u16.to_le_bytes()); // version needed
            out.extend(0u16.to_le_bytes()); // flags
            out.extend(method.to_le_bytes());
            out.extend(0u16.to_le_bytes()); // time
            out.extend(DOS_DATE.to_le_bytes());
            out.extend(crc.to_le_bytes());
            out.extend((packed.len() as u32).to_le_bytes());
            out.extend((data.len() as u32).to_le_bytes());
            out.extend((name.len() as u16).to_le_bytes());
            out.extend(0u16.to_le_bytes()); // extra
        };
        z.extend(0x0403_4b50u32.to_le_bytes());
        common(&mut z);
        z.extend(name.as_bytes());
        z.extend(&packed);
        central.extend(0x0201_4b50u32.to_le_bytes());
        central.extend(20u16.to_le_bytes()); // version made by
        common(&mut central);
        central.extend([0; 6]); // comment, disk, internal and
        central.extend([0; 4]); // external attributes
        central.extend(offset.to_le_bytes());
        central.extend(name.as_bytes());
    }
    let cd_offset = z.len() as u32;
    z.extend(&central);
    z.extend(0x0605_4b50u32.to_le_bytes());
    z.extend([0, 0, 0, 0]);
    z.extend((files.len() as u16).to_le_bytes());
    z.extend((files.len() as u16).to_le_bytes());
    z.extend((central.len() as u32).to_le_bytes());
    z.extend(cd_offset.to_le_bytes());
    z.extend(0u16.to_le_bytes());
    z
}

/// The CRC-32 of zip entries (IEEE, reflected).
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 {
                0xEDB8_8320 ^ (crc >> 1)
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
