//! A heap that counts: the bytes in use and their peak (the browser's wasm memory grows to the
//! peak and keeps it). Included by path (`#[path = …] mod counting_alloc;`) by the binaries that
//! measure memory: it installs itself as their global allocator. Its trait is `unsafe` by
//! definition; it only forwards to the system's allocator, so the including file allows
//! `unsafe_code` (the library forbids it).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The bytes in use now.
pub static NOW: AtomicUsize = AtomicUsize::new(0);
/// The most bytes in use at once.
pub static PEAK: AtomicUsize = AtomicUsize::new(0);

struct Counting;

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = NOW.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        NOW.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static HEAP: Counting = Counting;
