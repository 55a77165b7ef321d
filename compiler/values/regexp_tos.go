package values

// RegexpToS is Ruby's Regexp#to_s (re.c rb_reg_to_s) of source src with
// the option bits opts (1 i, 2 x, 4 m, as Ruby's): "(?on-off:source)",
// where a source that is already one option group is not wrapped again:
// leading "(?flags-flags)" switches and a whole "(?flags-flags:...)" group
// (whose body compiles alone) are merged into the options
// (Regexp.new("(?i:abc)").to_s is "(?i-mx:abc)", "(?i:a)|(b)" stays
// wrapped). The one owner of it: Puppet's Regexp strings, Ruby's to_s and
// inspect of Puppet values (TestRegexpToS, recorded from Ruby 3.1).
func RegexpToS(src string, opts int) string {
	p, o := src, opts
	for len(p) >= 4 && p[0] == '(' && p[1] == '?' {
		q := p[2:]
		oo := o
		i := 0
		for i < len(q) && regexpOptBit(q[i]) != 0 {
			oo |= regexpOptBit(q[i])
			i++
		}
		if i+1 < len(q) && q[i] == '-' {
			i++
			for i < len(q) && regexpOptBit(q[i]) != 0 {
				oo &^= regexpOptBit(q[i])
				i++
			}
		}
		if i < len(q) && q[i] == ')' {
			p, o = q[i+1:], oo
			continue
		}
		if i < len(q) && q[i] == ':' && q[len(q)-1] == ')' {
			body := q[i+1 : len(q)-1]
			if regexpBodyCompiles(body, oo) {
				p, o = body, oo
				break
			}
		}
		p, o = src, opts
		break
	}
	on, off := RegexpOptionLetters(o)
	if off != "" {
		off = "-" + off
	}
	return "(?" + on + off + ":" + rubyRegexpExpr(p) + ")"
}

// Ruby's Regexp option bits (Regexp::IGNORECASE, EXTENDED, MULTILINE).
const (
	RegexpIgnoreCase = 1
	RegexpExtended   = 2
	RegexpMultiline  = 4
)

func regexpOptBit(c byte) int {
	switch c {
	case 'i':
		return RegexpIgnoreCase
	case 'x':
		return RegexpExtended
	case 'm':
		return RegexpMultiline
	}
	return 0
}

// RegexpOptions is the option bits of Ruby's option letters ('i', 'x',
// 'm'; any other is passed over), as a /.../mix literal or YAML's
// !ruby/regexp give them.
func RegexpOptions(letters string) int {
	o := 0
	for i := 0; i < len(letters); i++ {
		o |= regexpOptBit(letters[i])
	}
	return o
}

// RegexpOptionLetters are the letters of Ruby's option bits o that are set
// and of those that are not, each in Ruby's order (m, i, x).
func RegexpOptionLetters(o int) (on, off string) {
	for _, c := range "mix" {
		if o&regexpOptBit(byte(c)) != 0 {
			on += string(c)
		} else {
			off += string(c)
		}
	}
	return on, off
}

// regexpBodyCompiles reports whether Onigmo compiles body with options o
// alone (a construct Punch cannot run but Ruby takes counts as compiling).
func regexpBodyCompiles(body string, o int) bool {
	on, _ := RegexpOptionLetters(o)
	if on != "" {
		// the options as a switch, not a group: the body's own
		// parentheses must balance
		body = "(?" + on + ")" + body
	}
	_, err := NewRegexp(body)
	return err == nil || IsUnsupported(err)
}
