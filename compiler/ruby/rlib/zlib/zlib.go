// Package zlib is the checksums of Ruby's zlib library: Zlib.crc32 and
// Zlib.adler32, continuing from a previous value as Ruby's do.
package zlib

import (
	"hash/crc32"
)

// CRC32 is Zlib.crc32(data, crc).
func CRC32(data string, crc uint32) uint32 {
	return crc32.Update(crc, crc32.IEEETable, []byte(data))
}

// Adler32 is Zlib.adler32(data, adler) (adler 1 to start).
func Adler32(data string, adler uint32) uint32 {
	const mod = 65521
	a, b := adler&0xffff, adler>>16
	// Blocks of at most 5552 bytes keep the sums within 32 bits.
	for i := 0; i < len(data); {
		n := len(data) - i
		if n > 5552 {
			n = 5552
		}
		for _, c := range []byte(data[i : i+n]) {
			a += uint32(c)
			b += a
		}
		a %= mod
		b %= mod
		i += n
	}
	return b<<16 | a
}
