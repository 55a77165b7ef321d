package values

import "testing"

// Ruby's ^ matches at the start of each line but not at the very end of the
// string after a final newline (the start of the string always counts).
// Expected results observed with Puppet 7.23 and Ruby 3.1:
//
//	pupeval -e 'notice("x\n" =~ /^$/)'                      -> false
//	pupeval -e 'notice(regsubst("a\nb\n", "^", "  ", "G"))' -> "  a\n  b\n"
//	ruby -e 'p ["" =~ /^$/, "\n".scan(/^/).size, "\n\n".scan(/^/).size]' -> [0, 1, 2]
func TestCaretNotAtEndAfterNewline(t *testing.T) {
	cases := []struct {
		pattern, subject string
		want             bool
	}{
		{`^$`, "x\n", false},
		{`^$`, "", true},
		{`^$`, "x\n\ny", true},
		{`^b`, "a\nb", true},
		{`a$`, "a\n", true},
		{`[^a]`, "b", true},
		{`\^`, "^", true},
		{`^\n`, "\n", true},
		{`\n^`, "a\n", false},
		{`\n^\n`, "\n\n", true},
	}
	for _, c := range cases {
		re, err := NewRegexp(c.pattern)
		if err != nil {
			t.Fatalf("/%s/: %v", c.pattern, err)
		}
		if got := re.MatchString(c.subject); got != c.want {
			t.Errorf("/%s/ =~ %q: got %v, want %v", c.pattern, c.subject, got, c.want)
		}
	}
	re, _ := NewRegexp(`^`)
	starts := 0
	m, _ := re.Engine().FindStringMatch("a\nb\n")
	for m != nil {
		starts++
		m, _ = re.Engine().FindNextMatch(m)
	}
	if starts != 2 {
		t.Errorf("/^/ matches %d times in \"a\\nb\\n\", want 2 (Ruby: line starts 0 and 2)", starts)
	}
}
