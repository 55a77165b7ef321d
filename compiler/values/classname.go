package values

// isClassName is Puppet's NAME rule for class names,
// /^((::)?[a-z]\w*)(::[a-z]\w*)*$/ (\w ASCII), checked by hand: every
// Class['name'] of a compile passed through Go's regexp engine (about
// 3,600 instructions a name, 2% of a web compile's; issue 13).
func isClassName(s string) bool {
	if len(s) >= 2 && s[0] == ':' && s[1] == ':' {
		s = s[2:]
	}
	// each segment: [a-z] then \w*, segments joined by "::"
	for {
		if len(s) == 0 || s[0] < 'a' || s[0] > 'z' {
			return false
		}
		i := 1
		for i < len(s) && isWordByte(s[i]) {
			i++
		}
		if i == len(s) {
			return true
		}
		if len(s)-i < 2 || s[i] != ':' || s[i+1] != ':' {
			return false
		}
		s = s[i+2:]
	}
}

// isWordByte is regexp's \w: [0-9A-Za-z_].
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}
