package zlib

import (
	"testing"

	"github.com/punch-dev/punch/compiler/ruby/rlib/internal/oracle"
	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

// TestOracle compares the checksums with Ruby 3.1.2 on the recorded cases
// (testdata/cases/small.rb).
func TestOracle(t *testing.T) {
	for _, c := range oracle.Cases(t, "small", "Zlib") {
		_, m, args := oracle.Send(c)
		data := ""
		if len(args) > 0 {
			data = args[0].(*rv.String).S
		}
		var got uint32
		if m == "crc32" {
			start := uint32(0)
			if len(args) > 1 {
				start = uint32(args[1].(int64))
			}
			got = CRC32(data, start)
		} else {
			start := uint32(1)
			if len(args) > 1 {
				start = uint32(args[1].(int64))
			}
			got = Adler32(data, start)
		}
		oracle.Check(t, c, int64(got), nil)
	}
}
