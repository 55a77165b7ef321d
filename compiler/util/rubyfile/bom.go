package rubyfile

import "bytes"

// utf8BOM is the UTF-8 byte order mark.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// ReadBOMUTF8 is what Ruby's File.read(path, encoding: 'bom|utf-8') gives
// of a file's bytes: a UTF-8 byte order mark at the start is dropped (one
// further in is text). Puppet reads templates and file() so
// (Puppet::FileSystem.read_preserve_line_endings).
func ReadBOMUTF8(b []byte) []byte { return bytes.TrimPrefix(b, utf8BOM) }
