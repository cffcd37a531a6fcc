//! Tests of the reader (layouts, encodings, streaming and its bounds).
