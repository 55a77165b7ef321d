// Package checksum gives Go's hash for each of Puppet's content checksum
// types (Puppet::Util::Checksums): md5, sha1, sha224, sha256, sha384 and
// sha512, and md5lite, sha1lite and sha256lite, which digest only the
// first LiteBytes bytes of a file. Puppet's other types (mtime, ctime,
// none) are no digest of the content.
package checksum

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"hash"
)

// LiteBytes is how much of a file a lite checksum reads (Puppet's
// checksum_file with lite: the first 512 bytes).
const LiteBytes = 512

var types = map[string]struct {
	new  func() hash.Hash
	lite bool
}{
	"md5":        {md5.New, false},
	"md5lite":    {md5.New, true},
	"sha1":       {sha1.New, false},
	"sha1lite":   {sha1.New, true},
	"sha224":     {sha256.New224, false},
	"sha256":     {sha256.New, false},
	"sha256lite": {sha256.New, true},
	"sha384":     {sha512.New384, false},
	"sha512":     {sha512.New, false},
}

// New returns a new hash for the checksum type name and whether the type
// is a lite one; the hash is nil when name is no digest type.
func New(name string) (h hash.Hash, lite bool) {
	t, ok := types[name]
	if !ok {
		return nil, false
	}
	return t.new(), t.lite
}
