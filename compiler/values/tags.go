package values

import "unicode"

// Puppet's tag syntax (Puppet::Util::Tagging's ValidTagRegex,
// /\A[[:alnum:]_][[:alnum:]_:.-]*\z/), one rule for the compile's tags
// (tag(), the tag metaparameter, titles) and for the tags module Ruby
// gives a resource (Puppet::Parser::Resource#tag, the type name of a
// Puppet::Resource.new).

// tagByte classes ASCII bytes for tags: 1 may start a tag (alnum, '_'),
// 2 may follow (also ':', '.', '-'); 4 marks an upper case letter.
var tagByte = func() (t [128]uint8) {
	for c := 0; c < 128; c++ {
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '_':
			t[c] = 1 | 2
		case c >= 'A' && c <= 'Z':
			t[c] = 1 | 2 | 4
		case c == ':', c == '.', c == '-':
			t[c] = 2
		}
	}
	return
}()

// TagSyntax reports, for an ASCII string, whether it is a valid tag and
// whether it has upper case letters; ascii is false when s is not ASCII
// (ValidTag then decides). It is the hot path of tagging every resource.
func TagSyntax(s string) (valid, upper, ascii bool) {
	if s == "" {
		return false, false, true
	}
	var all uint8 = 7
	var any uint8
	if s[0] >= 128 {
		return false, false, false
	}
	if tagByte[s[0]]&1 == 0 {
		all = 0
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 128 {
			return false, false, false
		}
		all &= tagByte[c] | 4
		any |= tagByte[c]
	}
	return all&2 != 0, any&4 != 0, true
}

// ValidTag is Puppet's tag syntax: /\A[[:alnum:]_][[:alnum:]_:.-]*\z/.
func ValidTag(s string) bool {
	if valid, _, ascii := TagSyntax(s); ascii {
		return valid
	}
	for i, r := range s {
		switch {
		case r == '_' || IsAlnum(r):
		case i > 0 && (r == ':' || r == '.' || r == '-'):
		default:
			return false
		}
	}
	return true
}

// IsAlnum is Ruby's [[:alnum:]] on a character of a UTF-8 string: letters,
// marks and digits of any script.
func IsAlnum(r rune) bool {
	if r < 128 {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}
