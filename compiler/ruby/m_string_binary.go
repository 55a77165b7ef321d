package ruby

import "unicode/utf8"

// Binary (ASCII-8BIT) strings meeting UTF-8 ones, as Ruby 3.1 combines them
// (QA-FORGE-4 M1: puppetlabs-mysql's mysql_hasher.rb builds a sha256-crypt
// hash from Digest's binary digests; a non-ASCII password must fail as in
// Ruby, not hash into a different value).

// concatEncoding is the encoding of a + b, or Ruby's
// Encoding::CompatibilityError (rb_enc_compatible for two strings: the same
// encoding; else an empty side takes the other's; else an ASCII-only side
// takes the other's; else incompatible).
func (in *Interp) concatEncoding(a, b *String, pos int) (Encoding, error) {
	switch {
	case a.enc == b.enc, b.s == "":
		return a.enc, nil
	case a.s == "":
		if isASCII(b.s) {
			return a.enc, nil
		}
		return b.enc, nil
	case isASCII(b.s):
		return a.enc, nil
	case isASCII(a.s):
		return b.enc, nil
	}
	return a.enc, in.raise(cCompatError, pos, "incompatible character encodings: %s and %s", a.enc, b.enc)
}

// strOrd is String#ord: a binary string's first byte; the first character
// of a UTF-8 one (ArgumentError for an invalid byte sequence).
func (in *Interp) strOrd(s *String, pos int) (Value, error) {
	if s.s == "" {
		return nil, in.raise(cArgumentError, pos, "empty string")
	}
	if s.enc == Binary {
		return int64(s.s[0]), nil
	}
	r, n := utf8.DecodeRuneInString(s.s)
	if r == utf8.RuneError && n <= 1 {
		return nil, in.raise(cArgumentError, pos, "invalid byte sequence in %s", s.enc)
	}
	return int64(r), nil
}
