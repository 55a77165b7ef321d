package ruby

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// String#unicode_normalize, unicode_normalize! and unicode_normalized?,
// as Ruby 3.1's lib/unicode_normalize: a UTF-8 string is normalized to
// the form (:nfc by default, :nfd, :nfkc, :nfkd), a US-ASCII one is
// already normal, any other encoding is an Encoding::CompatibilityError.
// The tables are golang.org/x/text's (docs/engineering.md says why).
func (in *Interp) strUnicodeNormalize(s *String, name string, args []Value) (Value, error) {
	if len(args) > 1 {
		return nil, in.argcError(len(args), 0, 1)
	}
	if s.enc == Binary {
		return nil, in.raise(cCompatError, 0, "Unicode Normalization not appropriate for %s", s.enc)
	}
	form := norm.NFC
	if len(args) == 1 {
		switch args[0] {
		case Symbol("nfc"):
		case Symbol("nfd"):
			form = norm.NFD
		case Symbol("nfkc"):
			form = norm.NFKC
		case Symbol("nfkd"):
			form = norm.NFKD
		default:
			// Ruby interpolates the form: a String "nfc" is refused too
			return nil, in.raise(cArgumentError, 0, "Invalid normalization form %s.", in.toS(args[0]))
		}
	}
	if s.enc == USASCII {
		if name == "unicode_normalized?" {
			return true, nil
		}
		return s, nil
	}
	if !utf8.ValidString(s.s) {
		// Ruby's gsub/scan over the string refuses it
		return nil, in.raise(cArgumentError, 0, "invalid byte sequence in UTF-8")
	}
	switch name {
	case "unicode_normalized?":
		return form.IsNormalString(s.s), nil
	case "unicode_normalize!":
		if err := in.checkFrozen(s, s.frozen, 0); err != nil {
			return nil, err
		}
		s.s, s.buf = form.String(s.s), nil
		return s, nil
	}
	return &String{s: form.String(s.s)}, nil
}
